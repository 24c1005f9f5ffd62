import type { RequestIdVariables } from 'hono/request-id';

/**
 * Who a request acts for: the public token, a user token recognised by a user-token resolver, or the staff
 * token (API_STAFF_TOKEN) of the staff catalogue routes.
 */
export type Principal = { kind: 'public' } | { kind: 'user'; userId: string } | { kind: 'staff' };

/**
 * `clientIp`: the limits' key for the caller (src/limits/client-ip.ts). `userData`: set by the 🔒 user routes,
 * so their answers are `no-store`; `cacheTags`: what a public answer depends on (src/http-cache/), which makes
 * it storable in the response cache.
 */
export type AppEnv = {
  Variables: RequestIdVariables & { principal: Principal; clientIp: string; userData?: boolean; cacheTags?: readonly string[] };
};
