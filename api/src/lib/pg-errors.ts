/** PostgreSQL's error codes this API acts on (the same on PGlite and PostgreSQL). */
export const PG = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const;

/** Whether a database error (as thrown, or wrapped by Drizzle in `cause`) carries this SQLSTATE. */
export function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
