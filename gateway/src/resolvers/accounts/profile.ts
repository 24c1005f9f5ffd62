import { updateProfileInput } from '../../domain/accounts/inputs.ts';
import { signInRequiredError } from '../../domain/accounts/user-errors.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { updateUserProfile } from '../../rest/accounts/profile.ts';
import { profileNotUpdated, profileUpdated } from './payloads.ts';
import { runAccountStep } from './run.ts';

export const profileMutation: Pick<MutationResolvers, 'updateProfile'> = {
  updateProfile: (_root, { input }, { rest, userToken, config }) => {
    if (userToken === null) return profileNotUpdated([signInRequiredError()]);
    return runAccountStep({
      input,
      schema: updateProfileInput,
      call: ({ firstname, lastname }) =>
        updateUserProfile(rest, {
          source: config.sourceCode,
          ...(firstname === undefined ? {} : { firstname }),
          ...(lastname === undefined ? {} : { lastname }),
        }),
      flow: 'updateProfile',
      succeed: profileUpdated,
      fail: profileNotUpdated,
    });
  },
};
