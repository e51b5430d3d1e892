/** PostgreSQL's unique_violation: the database caught a duplicate a check before it raced past. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
