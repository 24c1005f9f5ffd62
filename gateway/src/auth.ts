/**
 * The `Authorization` value sent upstream: the caller's own header when it carries one (a signed-in
 * user's or a mobile client's bearer token, which the api judges), else the configured public token.
 */
export function upstreamAuthorization(callerAuthorization: string | null, publicToken: string): string {
  const forwarded = callerAuthorization?.trim();
  return forwarded ? forwarded : `Bearer ${publicToken}`;
}

/**
 * The caller's user token: the `Authorization` value with or without its `Bearer ` prefix (the api accepts
 * both), or null when there is none or it is the public token, which identifies no user.
 */
export function callerUserToken(callerAuthorization: string | null, publicToken: string): string | null {
  const token = callerAuthorization?.trim().replace(/^bearer(\s+|$)/i, '').trim();
  return token && token !== publicToken ? token : null;
}
