import { changePasswordInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { changeUserPassword } from '../../rest/accounts/profile.ts';
import { messageFailed, messageOk } from './payloads/message.ts';

export const changePasswordMutation: Pick<MutationResolvers, 'changePassword'> = {
  changePassword: (_root, { input }, { rest, userToken, config }) =>
    runMutationStep({
      input,
      schema: changePasswordInput,
      signedIn: userToken !== null,
      call: (request) => changeUserPassword(rest, { ...request, source: config.sourceCode }),
      refusal: accountRefusal('changePassword'),
      succeed: messageOk,
      fail: messageFailed,
    }),
};
