import { upstreamUnavailableError } from '../errors.ts';
import type { RestClient } from '../rest/http.ts';
import { fetchUserProfile } from '../rest/accounts/profile.ts';
import type { UserProfileModel } from '../rest/accounts/types.ts';

export interface ViewerLoader {
  (): Promise<UserProfileModel | null>;
  /** Whether this request already has (or is fetching) the profile. */
  started(): boolean;
  /** The profile another call of this request answered (`get-wishlist?include=viewer`), or null for a signed-out token. */
  prime(profile: UserProfileModel | null): void;
}

/** Answers that mean "this token is no (longer a) user": the viewer is simply absent. */
const SIGNED_OUT_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

/**
 * The caller's profile from `GET /user`, once per request. A visitor makes no call; a refused or revoked
 * token is a signed-out caller (null), never an error. Only an unavailable upstream throws.
 */
export function createViewerLoader(client: RestClient, userToken: string | null): ViewerLoader {
  let pending: Promise<UserProfileModel | null> | undefined;
  const fetchProfile = async (): Promise<UserProfileModel | null> => {
    if (userToken === null) return null;
    const outcome = await fetchUserProfile(client);
    if (outcome.ok) return outcome.value;
    if (SIGNED_OUT_STATUSES.has(outcome.status)) return null;
    throw upstreamUnavailableError('status', outcome.status);
  };
  const loader = () => (pending ??= fetchProfile());
  return Object.assign(loader, {
    started: () => pending !== undefined,
    prime: (profile: UserProfileModel | null) => {
      pending ??= Promise.resolve(profile);
    },
  });
}
