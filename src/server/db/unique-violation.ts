/** True when a database error (or one it caused) is a duplicate key (SQLSTATE 23505), on PGlite and node-postgres alike. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
