import { createRouter } from '../http/router.ts';
import type { AccountsDeps } from './deps.ts';
import { loginRoutes } from './login-routes.ts';
import { otpRoutes } from './otp-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { signUpRoutes } from './sign-up-routes.ts';

/** Every accounts route of api/CONTRACT.md "Accounts" (the dev outbox is mounted separately, when enabled). */
export function accountsRoutes(deps: AccountsDeps) {
  return createRouter()
    .route('/', signUpRoutes(deps))
    .route('/', loginRoutes(deps))
    .route('/', otpRoutes(deps))
    .route('/', passwordRoutes(deps))
    .route('/', profileRoutes(deps));
}
