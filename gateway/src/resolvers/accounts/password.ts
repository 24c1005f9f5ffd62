import {
  changePasswordInput,
  requestPasswordResetInput,
  resetPasswordInput,
  verifyPasswordResetOtpInput,
} from '../../domain/accounts/inputs.ts';
import { ACCOUNT_MESSAGES as M } from '../../domain/accounts/messages.ts';
import { sentWhetherOrNotKnown } from '../../domain/accounts/unknown-accounts.ts';
import { signInRequiredError } from '../../domain/accounts/user-errors.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { forgotPassword, resetPassword, verifyResetOtp } from '../../rest/accounts/password-reset.ts';
import { changeUserPassword } from '../../rest/accounts/profile.ts';
import {
  messageFailed,
  messageOk,
  otpNotSent,
  otpSent,
  passwordNotReset,
  passwordReset,
  resetOtpNotVerified,
  resetOtpVerified,
} from './payloads.ts';
import { runAccountStep } from './run.ts';

type PasswordMutations = 'requestPasswordReset' | 'verifyPasswordResetOtp' | 'resetPassword' | 'changePassword';

export const passwordMutation: Pick<MutationResolvers, PasswordMutations> = {
  requestPasswordReset: (_root, { input }, { rest }) =>
    runAccountStep({
      input,
      schema: requestPasswordResetInput,
      call: async ({ email }) => sentWhetherOrNotKnown(await forgotPassword(rest, email), M.resetOtpSent),
      flow: 'requestPasswordReset',
      succeed: otpSent,
      fail: otpNotSent,
    }),

  verifyPasswordResetOtp: (_root, { input }, { rest }) =>
    runAccountStep({
      input,
      schema: verifyPasswordResetOtpInput,
      call: (request) => verifyResetOtp(rest, request),
      flow: 'verifyPasswordResetOtp',
      succeed: resetOtpVerified,
      fail: resetOtpNotVerified,
    }),

  resetPassword: (_root, { input }, { rest }) =>
    runAccountStep({
      input,
      schema: resetPasswordInput,
      call: (request) => resetPassword(rest, request),
      flow: 'resetPassword',
      succeed: passwordReset,
      fail: passwordNotReset,
    }),

  changePassword: (_root, { input }, { rest, userToken, config }) => {
    if (userToken === null) return messageFailed([signInRequiredError()]);
    return runAccountStep({
      input,
      schema: changePasswordInput,
      call: (request) => changeUserPassword(rest, { ...request, source: config.sourceCode }),
      flow: 'changePassword',
      succeed: messageOk,
      fail: messageFailed,
    });
  },
};
