/**
 * The `Authorization` value sent upstream: the caller's own header when it carries one (a signed-in
 * user's or a mobile client's bearer token, which the api judges), else the configured public token.
 */
export function upstreamAuthorization(callerAuthorization: string | null, publicToken: string): string {
  const forwarded = callerAuthorization?.trim();
  return forwarded ? forwarded : `Bearer ${publicToken}`;
}
