/**
 * The `Authorization` header to send upstream for this browser request.
 * Seam for the sign-in issue: it will read the next-auth session (httpOnly cookie) and return
 * `Bearer <user token>`. Until then every request goes out without one and the gateway uses the
 * public token.
 */
export async function upstreamAuthorization(_request: Request): Promise<string | undefined> {
  return undefined;
}
