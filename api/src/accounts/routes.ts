import { createRouter } from '../http/router.ts';
import type { AccountsDeps } from './deps.ts';
import { loginRoutes } from './login-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { signUpRoutes } from './sign-up-routes.ts';

/** Every accounts route of api/CONTRACT.md "Accounts" (`/otp/*` is src/otp/, the dev outbox src/messaging/). */
export function accountsRoutes(deps: AccountsDeps) {
  return createRouter()
    .route('/', signUpRoutes(deps))
    .route('/', loginRoutes(deps))
    .route('/', passwordRoutes(deps))
    .route('/', profileRoutes(deps));
}
