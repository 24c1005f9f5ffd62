import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, errorBody } from '../http/errors.ts';

/** The text every 🔒 route answers the public token (the same as the accounts routes). */
export const SIGN_IN_REQUIRED = 'Please sign in to continue';

const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('principal')?.kind !== 'user') return c.json(errorBody(401, SIGN_IN_REQUIRED), 401);
  return next();
});

/** `createRoute` options of the 🔒 wishlist routes. */
export const userOnly = {
  middleware: requireUser,
  description: 'Needs a user token (🔒); the public token gets 401 `Please sign in to continue`.',
};

/** The signed-in caller's id: the only user whose rows a wishlist route reads or writes. */
export function callerId(c: Context<AppEnv>): string {
  const principal = c.get('principal');
  if (principal?.kind !== 'user') throw new ApiError(401, SIGN_IN_REQUIRED);
  return principal.userId;
}
