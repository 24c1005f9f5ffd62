import { bearerAuthorization } from '@/auth/apiToken';
import { getApiToken } from '@/auth/session';

/**
 * The `Authorization` header to send upstream for this browser request: `Bearer <api token>` read from
 * the encrypted next-auth session cookie when the user is signed in, else undefined (the gateway then
 * uses the public token). The token never reaches browser JavaScript.
 */
export async function upstreamAuthorization(request: Request): Promise<string | undefined> {
  return bearerAuthorization(await getApiToken(request));
}
