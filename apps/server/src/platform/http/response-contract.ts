import type { z } from 'zod';

/** An answer that breaks its route's contract: a bug in the server, never the caller's fault (500). */
export class ContractViolation extends Error {
  constructor(route: string, problems: string[]) {
    super(`The answer of ${route} does not match its response schema:\n  ${problems.join('\n  ')}`);
    this.name = 'ContractViolation';
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths present in what was sent but dropped by the schema: fields the contract does not declare. */
function undeclaredPaths(sent: unknown, parsed: unknown, path: string, found: string[]): void {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    sent.forEach((item, index) => {
      undeclaredPaths(item, parsed[index], `${path}[${index}]`, found);
    });
    return;
  }
  if (isPlainObject(sent) && isPlainObject(parsed)) {
    for (const key of Object.keys(sent)) {
      const child = path ? `${path}.${key}` : key;
      if (!(key in parsed)) {
        found.push(`${child}: not in the contract`);
      } else {
        undeclaredPaths(sent[key], parsed[key], child, found);
      }
    }
  }
}

/**
 * Checks an answer as the client will receive it (after JSON serialisation) against its schema:
 * every declared field valid, and no field the schema does not declare.
 */
export function assertMatchesContract(schema: z.ZodType, result: unknown, route: string): void {
  const sent: unknown = JSON.parse(JSON.stringify(result));
  const parsed = schema.safeParse(sent);
  if (!parsed.success) {
    throw new ContractViolation(
      route,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`),
    );
  }
  const extra: string[] = [];
  undeclaredPaths(sent, parsed.data, '', extra);
  if (extra.length > 0) {
    throw new ContractViolation(route, extra);
  }
}
