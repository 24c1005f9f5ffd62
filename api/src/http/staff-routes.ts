import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';

/** The answer of a staff route to the public token or a user token (api/CONTRACT.md "Catalogue changes (staff)"). */
export const STAFF_ONLY_MESSAGE = 'Forbidden: this route needs the staff token';

/** Staff routes: any token but the staff token is 403 (no token at all is already 401, src/http/auth.ts). */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('principal')?.kind !== 'staff') return c.json(errorBody(403, STAFF_ONLY_MESSAGE), 403);
  return next();
});

/** `createRoute` options shared by the staff routes. */
export const staffOnly = {
  middleware: requireStaff,
  description: 'Needs the staff token (`Authorization: Bearer <API_STAFF_TOKEN>`); the public token and user tokens get 403.',
};
