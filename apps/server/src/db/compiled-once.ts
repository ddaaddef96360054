import { type Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './database.ts';

/** Stands for the n-th argument while the query is built; replaced by the argument's value at each run. */
class Placeholder {
  constructor(readonly index: number) {}
}

type Template = { sql: string; parameters: readonly unknown[] };

/**
 * A hot query built and compiled by Kysely once, on its first run, then run with each call's arguments in the
 * places they took in the built query: a signed-in request no longer pays for building and compiling its session
 * query (a fifth of a scan's CPU, profiled under load), and the SQL text is the same object every time.
 * `build` must use each argument only as a plain value (a comparison or a join condition), never to choose
 * the query's shape: it runs once, with stand-ins.
 */
export function compiledOnce<A extends readonly unknown[], R>(
  build: (db: Executor, ...args: A) => Compilable<R>,
): (db: Executor, ...args: A) => Promise<R[]> {
  let template: Template | undefined;
  return async (db, ...args) => {
    if (!template) {
      const placeholders = args.map((_, i) => new Placeholder(i)) as unknown as A;
      const compiled = build(db, ...placeholders).compile();
      const used = new Set(compiled.parameters.flatMap((v) => (v instanceof Placeholder ? [v.index] : [])));
      if (used.size !== args.length) {
        // An argument the query used other than as a value (or not at all): the template would be wrong.
        throw new Error(
          `compiledOnce: the query takes ${args.length} arguments but binds ${used.size} of them`,
        );
      }
      template = { sql: compiled.sql, parameters: compiled.parameters };
    }
    const parameters = template.parameters.map((value) =>
      value instanceof Placeholder ? args[value.index] : value,
    );
    const result = await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
    return result.rows;
  };
}
