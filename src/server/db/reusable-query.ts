import type { CompiledQuery } from 'kysely';
import type { Db } from './database';

/** Stands for the n-th value of a reusable query while it is built (never sent to PostgreSQL). */
const slot = (n: number) => `\u0000slot${n}\u0000`;

/**
 * A query of fixed text, built and compiled on its first run; each run sends it with its own values. Building a
 * listing's select with the query builder took more of the event loop per profile view than its round trip to
 * PostgreSQL (a CPU profile: bench/RESULTS.md, session 15).
 *
 * `build` receives one placeholder per value and must use them only as query values, never to decide the query's
 * shape. Every placeholder must reach the compiled query, or the first run throws. `on` gives the database to run on
 * (a function, so a planner-mode pool opens only when first used).
 */
export function reusableQuery<Values extends unknown[], Row>(
  on: () => Db,
  values: Values['length'],
  build: (...placeholders: string[]) => { compile(on: Db): CompiledQuery<Row> },
) {
  const placeholders = Array.from({ length: values }, (_, n) => slot(n));
  let compiled: { query: CompiledQuery<Row>; positions: number[] } | null = null;

  function compile() {
    const query = build(...placeholders).compile(on());
    const positions = query.parameters.map((value) => placeholders.indexOf(value as string));
    const missing = placeholders.findIndex((_, n) => !positions.includes(n));
    if (missing >= 0) throw new Error(`reusableQuery: value ${missing} is not a parameter of the compiled query`);
    return { query, positions };
  }

  return async (...given: Values): Promise<Row[]> => {
    compiled ??= compile();
    const { query, positions } = compiled;
    const parameters = query.parameters.map((value, i) => (positions[i]! >= 0 ? given[positions[i]!] : value));
    return (await on().executeQuery<Row>({ ...query, parameters })).rows;
  };
}
