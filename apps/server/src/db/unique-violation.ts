/** A PostgreSQL unique_violation (23505), as both drivers (pg and PGlite) report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The name of the constraint a violation names (both drivers report it), or undefined. */
export function violatedConstraint(error: unknown): string | undefined {
  const constraint =
    typeof error === 'object' && error !== null ? (error as { constraint?: unknown }).constraint : undefined;
  return typeof constraint === 'string' ? constraint : undefined;
}
