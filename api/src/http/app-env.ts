import type { RequestIdVariables } from 'hono/request-id';
import type { Principal } from './auth.ts';

/** `clientIp`: the limits' key for the caller (src/limits/client-ip.ts). */
export type AppEnv = { Variables: RequestIdVariables & { principal: Principal; clientIp: string } };
