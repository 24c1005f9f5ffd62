import { updateProfileInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { updateUserProfile } from '../../rest/accounts/profile.ts';
import type { UserProfileModel } from '../../rest/accounts/types.ts';

type UpdateProfilePayload = ResolversTypes['UpdateProfilePayload'];

const profileUpdated = (viewer: UserProfileModel): UpdateProfilePayload => ({ viewer, userErrors: [] });

const profileNotUpdated = (userErrors: MutationUserError[]): UpdateProfilePayload => ({ viewer: null, userErrors });

export const updateProfileMutation: Pick<MutationResolvers, 'updateProfile'> = {
  updateProfile: (_root, { input }, { rest, userToken, config }) =>
    runMutationStep({
      input,
      schema: updateProfileInput,
      signedIn: userToken !== null,
      call: ({ firstname, lastname }) =>
        updateUserProfile(rest, {
          source: config.sourceCode,
          ...(firstname === undefined ? {} : { firstname }),
          ...(lastname === undefined ? {} : { lastname }),
        }),
      refusal: accountRefusal('updateProfile'),
      succeed: profileUpdated,
      fail: profileNotUpdated,
    }),
};
