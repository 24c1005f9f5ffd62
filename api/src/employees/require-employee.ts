import { createMiddleware } from 'hono/factory';
import { loadCaller } from '../accounts/users.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorBody } from '../http/errors.ts';
import { SIGN_IN_REQUIRED_MESSAGE } from '../http/user-routes.ts';
import { EMPLOYEE_MESSAGES as MSG } from './messages.ts';

/**
 * Employee routes: the public (or staff) token is 401 `Please sign in to continue`, like every 🔒 route; a
 * signed-in customer is 403. The role is read on every request, with the token (accounts/sessions.ts), so a role
 * taken away applies at once.
 */
export const requireEmployee = (db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('userData', true);
    const principal = c.get('principal');
    if (principal?.kind !== 'user') return c.json(errorBody(401, SIGN_IN_REQUIRED_MESSAGE), 401);
    const caller = await loadCaller(db, c);
    if (caller.role !== 'employee') return c.json(errorBody(403, MSG.employeesOnly), 403);
    return next();
  });

/** `createRoute` options shared by the employee routes. */
export const employeeOnly = (db: Db) => ({
  middleware: requireEmployee(db),
  description: 'Needs the user token of an employee (🔒 👔); the public token gets 401, a customer 403.',
});
