import { upstreamUnavailableError } from '../errors.ts';
import type { RestClient } from '../rest/http.ts';
import { fetchUserProfile } from '../rest/accounts/profile.ts';
import type { UserProfileModel } from '../rest/accounts/types.ts';
import { once } from './keyed.ts';

export type ViewerLoader = () => Promise<UserProfileModel | null>;

/** Answers that mean "this token is no (longer a) user": the viewer is simply absent. */
const SIGNED_OUT_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

/**
 * The caller's profile from `GET /user`, once per request. A visitor makes no call; a refused or revoked
 * token is a signed-out caller (null), never an error. Only an unavailable upstream throws.
 */
export function createViewerLoader(client: RestClient, userToken: string | null): ViewerLoader {
  return once(async () => {
    if (userToken === null) return null;
    const outcome = await fetchUserProfile(client);
    if (outcome.ok) return outcome.value;
    if (SIGNED_OUT_STATUSES.has(outcome.status)) return null;
    throw upstreamUnavailableError('status', outcome.status);
  });
}
