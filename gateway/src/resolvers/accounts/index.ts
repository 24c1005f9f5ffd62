import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { confirmEmailMutation } from './confirm-email.ts';
import { passwordMutation } from './password.ts';
import { profileMutation } from './profile.ts';
import { requestEmailConfirmationMutation } from './request-email-confirmation.ts';
import { signInMutation } from './sign-in.ts';
import { signUpMutation } from './sign-up.ts';

export { Viewer, viewerQuery } from './viewer.ts';

/** Every account mutation. None is cached anywhere: their answers carry tokens or the viewer. */
export const accountMutation: MutationResolvers = {
  ...signInMutation,
  ...signUpMutation,
  ...passwordMutation,
  ...profileMutation,
  ...requestEmailConfirmationMutation,
  ...confirmEmailMutation,
};
