/** True for PostgreSQL's foreign_key_violation (23503), also when a driver wraps it as the cause. */
export function isForeignKeyViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : undefined;
  return [error, cause].some(
    (candidate) =>
      typeof candidate === 'object' &&
      candidate !== null &&
      'code' in candidate &&
      candidate.code === '23503',
  );
}
