/** The 🔒 middleware and the caller's id live in `http/` (every domain's user routes use them). */
export { callerId, requireUser, userOnly } from '../http/user-routes.ts';
