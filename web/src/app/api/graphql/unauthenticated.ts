type GraphQLErrorBody = { errors?: { extensions?: { code?: unknown } }[] };

/** True when the gateway refused the caller's token (revoked or expired elsewhere) for this operation. */
export function isUnauthenticatedAnswer(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as GraphQLErrorBody;
    return parsed.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
  } catch {
    return false;
  }
}
