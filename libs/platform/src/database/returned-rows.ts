/**
 * The rows of a raw query. TypeORM answers `UPDATE`/`DELETE … RETURNING` on Postgres as `[rows, affected]`
 * and every other statement (SELECT, INSERT … RETURNING, a CTE) as the rows themselves.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return (result ?? []) as T[];
}
