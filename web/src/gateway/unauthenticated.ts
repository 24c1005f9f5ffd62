type ErrorLike = { extensions?: { code?: unknown } };

/** True when the gateway refused the caller's token for this operation (revoked or expired elsewhere). */
export function hasUnauthenticatedError(errors: readonly unknown[] | undefined): boolean {
  return (errors ?? []).some(
    (error) => typeof error === 'object' && error !== null && (error as ErrorLike).extensions?.code === 'UNAUTHENTICATED',
  );
}

/** The same check on a raw GraphQL-over-HTTP answer body. */
export function isUnauthenticatedAnswer(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown };
    return Array.isArray(parsed.errors) && hasUnauthenticatedError(parsed.errors);
  } catch {
    return false;
  }
}
