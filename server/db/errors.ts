/** True for a unique-constraint violation on either database (SQLite or PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('code' in error)) return false;
  const { code } = error;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** SQLite's SQLITE_FULL and PostgreSQL's disk_full (53100) codes: no room left to store what was sent. */
const STORAGE_FULL_CODES: ReadonlySet<unknown> = new Set(['SQLITE_FULL', '53100']);

/**
 * True when the database could not write for want of disk space: nothing was stored (the transaction rolled
 * back), and the same request will succeed once there is room again.
 */
export function isStorageFull(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'code' in error && STORAGE_FULL_CODES.has(error.code);
}
