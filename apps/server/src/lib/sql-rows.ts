/**
 * The rows of a raw `db.execute(sql…)`. Our Db type is generic over the driver (pg or PGlite), so
 * drizzle types the result as unknown; both drivers answer `{ rows }`.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('the database driver returned no rows array');
  return rows as T[];
}
