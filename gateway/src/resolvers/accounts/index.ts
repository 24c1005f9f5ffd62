import type { Resolvers } from '../../generated/resolvers-types.ts';
import { changePasswordMutation } from './change-password.ts';
import { confirmEmailMutation } from './confirm-email.ts';
import { requestEmailConfirmationMutation } from './request-email-confirmation.ts';
import { requestPasswordResetMutation } from './request-password-reset.ts';
import { requestSignInOtpMutation } from './request-sign-in-otp.ts';
import { resendOtpMutation } from './resend-otp.ts';
import { resetPasswordMutation } from './reset-password.ts';
import { signInWithOtpMutation } from './sign-in-with-otp.ts';
import { signInWithPasswordMutation } from './sign-in-with-password.ts';
import { signOutMutation } from './sign-out.ts';
import { signUpMutation } from './sign-up.ts';
import { updateProfileMutation } from './update-profile.ts';
import { verifyPasswordResetOtpMutation } from './verify-password-reset-otp.ts';
import { verifySignUpOtpMutation } from './verify-sign-up-otp.ts';
import { Viewer, viewerQuery } from './viewer.ts';

/** The accounts domain: `Query.viewer`, `Viewer` and every account mutation (none cached anywhere: they carry tokens or the viewer). */
export const accountsResolvers: Resolvers = {
  Query: viewerQuery,
  Mutation: {
    ...requestSignInOtpMutation,
    ...signInWithOtpMutation,
    ...signInWithPasswordMutation,
    ...signOutMutation,
    ...signUpMutation,
    ...verifySignUpOtpMutation,
    ...resendOtpMutation,
    ...requestPasswordResetMutation,
    ...verifyPasswordResetOtpMutation,
    ...resetPasswordMutation,
    ...changePasswordMutation,
    ...updateProfileMutation,
    ...requestEmailConfirmationMutation,
    ...confirmEmailMutation,
  },
  Viewer,
};
