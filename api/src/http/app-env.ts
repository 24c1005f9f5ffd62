import type { RequestIdVariables } from 'hono/request-id';

/**
 * Who a request acts for: the public token, a user token recognised by a user-token resolver, or the staff
 * token (API_STAFF_TOKEN) of the staff catalogue routes. A user's principal may carry the account as read with the
 * token (`account`, opaque here: only the accounts domain reads it), so a route that answers the caller's profile
 * needs no second query.
 */
export type Principal = { kind: 'public' } | { kind: 'user'; userId: string; account?: object } | { kind: 'staff' };

/**
 * `clientIp`: the limits' key for the caller (src/limits/client-ip.ts). `userData`: set by the 🔒 user routes,
 * so their answers are `no-store`; `cacheTags`: what a public answer depends on (src/http-cache/), which makes
 * it storable in the response cache.
 */
export type AppEnv = {
  Variables: RequestIdVariables & { principal: Principal; clientIp: string; userData?: boolean; cacheTags?: readonly string[] };
};
