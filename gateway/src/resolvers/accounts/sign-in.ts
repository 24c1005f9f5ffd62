import { requestSignInOtpInput, signInWithOtpInput, signInWithPasswordInput } from '../../domain/accounts/inputs.ts';
import { ACCOUNT_MESSAGES as M } from '../../domain/accounts/messages.ts';
import { sentWhetherOrNotKnown } from '../../domain/accounts/unknown-accounts.ts';
import { signInRequiredError, userErrorForRefusal } from '../../domain/accounts/user-errors.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { loginWithOtp, loginWithPassword, logout, requestLoginOtp } from '../../rest/accounts/sign-in.ts';
import { messageFailed, messageOk, notSignedIn, otpNotSent, otpSent, signedIn } from './payloads.ts';
import { runAccountStep } from './run.ts';

type SignInMutations = 'requestSignInOtp' | 'signInWithOtp' | 'signInWithPassword' | 'signOut';

export const signInMutation: Pick<MutationResolvers, SignInMutations> = {
  requestSignInOtp: (_root, { input }, { rest }) =>
    runAccountStep({
      input,
      schema: requestSignInOtpInput,
      call: async (request) => sentWhetherOrNotKnown(await requestLoginOtp(rest, request), M.signInOtpSent),
      flow: 'requestSignInOtp',
      succeed: otpSent,
      fail: otpNotSent,
    }),

  signInWithOtp: (_root, { input }, { rest }) =>
    runAccountStep({
      input,
      schema: signInWithOtpInput,
      call: (request) => loginWithOtp(rest, request),
      flow: 'signInWithOtp',
      succeed: signedIn,
      fail: notSignedIn,
    }),

  signInWithPassword: (_root, { input }, { rest }) =>
    runAccountStep({
      input,
      schema: signInWithPasswordInput,
      call: (request) => loginWithPassword(rest, request),
      flow: 'signInWithPassword',
      succeed: signedIn,
      fail: notSignedIn,
    }),

  signOut: async (_root, _args, { rest, userToken }) => {
    if (userToken === null) return messageFailed([signInRequiredError()]);
    const outcome = await logout(rest);
    return outcome.ok ? messageOk(outcome.value) : messageFailed([userErrorForRefusal('signOut', outcome)]);
  },
};
