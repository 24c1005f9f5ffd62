import { confirmEmailInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { verifyEmailOtp } from '../../rest/accounts/email-confirmation.ts';
import type { UserProfileModel } from '../../rest/accounts/types.ts';

type ConfirmEmailPayload = ResolversTypes['ConfirmEmailPayload'];

const emailConfirmed = (viewer: UserProfileModel): ConfirmEmailPayload => ({ viewer, userErrors: [] });

const emailNotConfirmed = (userErrors: MutationUserError[]): ConfirmEmailPayload => ({ viewer: null, userErrors });

/** Confirms the signed-in user's e-mail with its OTP; the first account to confirm an e-mail owns it. */
export const confirmEmailMutation: Pick<MutationResolvers, 'confirmEmail'> = {
  confirmEmail: (_root, { input }, { rest, userToken, config }) =>
    runMutationStep({
      input,
      schema: confirmEmailInput,
      signedIn: userToken !== null,
      call: ({ otp }) => verifyEmailOtp(rest, { otp, source: config.sourceCode }),
      refusal: accountRefusal('confirmEmail'),
      succeed: emailConfirmed,
      fail: emailNotConfirmed,
    }),
};
