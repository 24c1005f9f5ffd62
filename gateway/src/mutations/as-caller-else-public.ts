import type { RestOutcome, UpstreamIdentity } from '../rest/outcome.ts';

/**
 * Sends a route that serves visitors and users alike (the lead forms): with the caller's token when they brought
 * one, so what they send is theirs, else with the public token. A user token the api refuses (401: expired,
 * revoked) must not lose the lead: the call is made once more as a visitor. At most two calls.
 */
export async function asCallerElsePublic<V>(
  userToken: string | null,
  send: (as: UpstreamIdentity) => Promise<RestOutcome<V>>,
): Promise<RestOutcome<V>> {
  if (userToken === null) return send('public');
  const outcome = await send('caller');
  return !outcome.ok && outcome.status === 401 ? send('public') : outcome;
}
