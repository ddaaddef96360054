import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './table-owners.ts';

/** The server's `src/`: every file under it is scanned, except the ones `isScanned` leaves out. */
const SRC = join(import.meta.dirname, '..');

/** Writes whose table is a parameter, with the tables it can be (the function's parameter type says the same). */
const parameterTables: Record<string, (keyof typeof TABLE_OWNERS)[]> = {
  'modules/catalogue-admin/event-ticket-admin.repository.ts': ['event', 'ticket_product'],
};

/** The app's own code: not tests and their helpers, migrations (the schema) or the seed (demo data). */
const isScanned = (file: string) =>
  file.endsWith('.ts') &&
  !file.endsWith('.test.ts') &&
  !file.endsWith('test-helpers.ts') &&
  !file.startsWith('db/migrations/') &&
  !file.startsWith('seed/');

/** A file's area: `modules/<name>` or `platform/<name>`, else its top folder (`db`) or the file itself. */
function areaOf(file: string): string {
  const parts = file.split('/');
  if ((parts[0] === 'modules' || parts[0] === 'platform') && parts.length > 2) {
    return `${parts[0]}/${parts[1]}`;
  }
  return parts.length > 1 ? (parts[0] ?? file) : file;
}

type TWrite = { line: number; table: string | null; text: string };

/**
 * The writes in a source text: Kysely's `insertInto`, `updateTable`, `deleteFrom` and `mergeInto` (a table named
 * by a literal, with or without an alias, or by a parameter: `table` null), and SQL written out
 * (`insert into "t"`, `update "t"`, `delete from "t"`, `merge into "t"`).
 */
function findWrites(source: string): TWrite[] {
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const writes: TWrite[] = [];
  for (const match of source.matchAll(/\.(insertInto|updateTable|deleteFrom|mergeInto)\(\s*([^\s)])/g)) {
    const rest = source.slice((match.index ?? 0) + match[0].length - 1);
    const literal = /^(['"`])([a-z_]+)(\s+as\s+\w+)?\1/.exec(rest);
    writes.push({ line: lineOf(match.index ?? 0), table: literal?.[2] ?? null, text: match[0] });
  }
  for (const match of source.matchAll(
    /\b(insert\s+into|update|delete\s+from|merge\s+into)\s+"([a-z_]+)"/gi,
  )) {
    writes.push({ line: lineOf(match.index ?? 0), table: match[2] ?? null, text: match[0] });
  }
  return writes;
}

const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(sep).join('/'))
  .filter(isScanned)
  .sort();

const writes = files.flatMap((file) =>
  findWrites(readFileSync(join(SRC, file), 'utf8')).map((write) => ({ file, area: areaOf(file), ...write })),
);

describe('one owner per table (db/table-owners.ts)', () => {
  it('lists every table of the database once, each with an area that exists', () => {
    const typeFiles = ['types.ts', 'domain-tables.ts', 'test-provider-tables.ts'].map((name) =>
      readFileSync(join(import.meta.dirname, name), 'utf8'),
    );
    const tables = typeFiles.flatMap((text) => {
      const block = /export type (?:DB|DomainTables|TestProviderTables) = \{([^}]*)\}/.exec(text)?.[1] ?? '';
      return [...block.matchAll(/^\s*([a-z_]+): \w+;/gm)].map((match) => match[1]);
    });
    expect(tables.length).toBeGreaterThan(40);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tables].sort());
    const folders = new Set(
      readdirSync(SRC, { recursive: true, encoding: 'utf8' }).map((file) =>
        areaOf(file.split(sep).join('/')),
      ),
    );
    const missing = [...new Set(Object.values(TABLE_OWNERS))].filter((area) => !folders.has(area));
    expect(missing, 'areas of the map without a folder').toEqual([]);
  });

  it('finds the writes of the code (the scan itself can fail)', () => {
    expect(writes.length).toBeGreaterThan(100);
    const sample = [
      "db.updateTable('affiliate_commission as c').set({})",
      'trx\n  .insertInto("money_movement")',
      'db.deleteFrom(table)',
      'sql`with x as (insert into "booking" ("id") values (1)) update "issued_ticket" t set "isValid" = false`',
      'one conditional update (the WHERE is the lock) for update of t',
    ].join('\n');
    expect(findWrites(sample).map((write) => write.table)).toEqual([
      'affiliate_commission',
      'money_movement',
      null,
      'booking',
      'issued_ticket',
    ]);
  });

  it('has every table written only by its owner', () => {
    const violations = writes.flatMap(({ file, area, line, table }) => {
      const tables = table === null ? parameterTables[file] : [table];
      if (!tables) {
        return [`${file}:${line} writes a table named by a parameter: list its tables in parameterTables`];
      }
      return tables.flatMap((name) => {
        const owner = (TABLE_OWNERS as Record<string, string>)[name];
        if (!owner) {
          return [`${file}:${line} writes ${name}, which is not in the ownership map`];
        }
        return owner === area
          ? []
          : [
              `${file}:${line} writes ${name}, owned by ${owner}: call a function of ${owner} with the transaction`,
            ];
      });
    });
    expect(violations).toEqual([]);
  });
});
