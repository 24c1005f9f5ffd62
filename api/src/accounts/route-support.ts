import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, errorBody } from '../http/errors.ts';
import { MSG } from './messages.ts';

/** 🔒 routes: the public token is answered `401 Please sign in to continue` before the body is read. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('principal')?.kind !== 'user') return c.json(errorBody(401, MSG.signInRequired), 401);
  return next();
});

/** `createRoute` options shared by the 🔒 routes. */
export const userOnly = {
  middleware: requireUser,
  description: 'Needs a user token (🔒); the public token gets 401 `Please sign in to continue`.',
};

/** The signed-in caller's id; the only user id a 🔒 route ever acts on. */
export function callerId(c: Context<AppEnv>): string {
  const principal = c.get('principal');
  if (principal?.kind !== 'user') throw new ApiError(401, MSG.signInRequired);
  return principal.userId;
}
