import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { ApiError, errorBody } from './errors.ts';

/** The answer of a user route (🔒) to the public token (api/CONTRACT.md). */
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';

/** 🔒 routes: the public token is answered `401 Please sign in to continue` before the body is read. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  // A user's data is never kept by a cache (Cache-Control: no-store, src/http-cache/http-caching.ts).
  c.set('userData', true);
  if (c.get('principal')?.kind !== 'user') return c.json(errorBody(401, SIGN_IN_REQUIRED_MESSAGE), 401);
  return next();
});

/** `createRoute` options shared by the 🔒 routes of every domain. */
export const userOnly = {
  middleware: requireUser,
  description: 'Needs a user token (🔒); the public token gets 401 `Please sign in to continue`.',
};

/** The signed-in caller's id; the only user id a 🔒 route ever acts on. */
export function callerId(c: Context<AppEnv>): string {
  const principal = c.get('principal');
  c.set('userData', true);
  if (principal?.kind !== 'user') throw new ApiError(401, SIGN_IN_REQUIRED_MESSAGE);
  return principal.userId;
}

/**
 * The caller's id on a route open to the public token (null then). A user's answer may hold their own vote, so it
 * is marked user data (`no-store`, never in the response cache).
 */
export function optionalCallerId(c: Context<AppEnv>): string | null {
  const principal = c.get('principal');
  if (principal?.kind !== 'user') return null;
  c.set('userData', true);
  return principal.userId;
}
