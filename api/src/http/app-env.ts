import type { RequestIdVariables } from 'hono/request-id';
import type { Principal } from './auth.ts';

export type AppEnv = { Variables: RequestIdVariables & { principal: Principal } };
