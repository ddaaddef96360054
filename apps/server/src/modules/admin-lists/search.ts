/** A text typed in a table's search box as an ILIKE pattern: "contains", with %, _ and \ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** SQL offset of a 1-based page. */
export const offsetOf = (page: number, pageSize: number): number => (page - 1) * pageSize;
