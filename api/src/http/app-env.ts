import type { RequestIdVariables } from 'hono/request-id';

/** Who a request acts for: the public token, or a user token recognised by a user-token resolver. */
export type Principal = { kind: 'public' } | { kind: 'user'; userId: string };

/** `clientIp`: the limits' key for the caller (src/limits/client-ip.ts). */
export type AppEnv = { Variables: RequestIdVariables & { principal: Principal; clientIp: string } };
