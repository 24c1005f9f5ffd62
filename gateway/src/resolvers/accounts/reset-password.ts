import { resetPasswordInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { resetPassword, type PasswordReset } from '../../rest/accounts/password-reset.ts';

type ResetPasswordPayload = ResolversTypes['ResetPasswordPayload'];

const passwordReset = (reset: PasswordReset): ResetPasswordPayload => ({ ...reset, userErrors: [] });

const passwordNotReset = (userErrors: MutationUserError[]): ResetPasswordPayload => ({
  message: null,
  email: null,
  mobile: null,
  userErrors,
});

export const resetPasswordMutation: Pick<MutationResolvers, 'resetPassword'> = {
  resetPassword: (_root, { input }, { rest }) =>
    runMutationStep({
      input,
      schema: resetPasswordInput,
      call: (request) => resetPassword(rest, request),
      refusal: accountRefusal('resetPassword'),
      succeed: passwordReset,
      fail: passwordNotReset,
    }),
};
