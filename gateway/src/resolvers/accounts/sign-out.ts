import { z } from 'zod';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { logout } from '../../rest/accounts/sign-in.ts';
import { messageFailed, messageOk } from './payloads/message.ts';

/** Revokes the caller's token upstream. */
export const signOutMutation: Pick<MutationResolvers, 'signOut'> = {
  signOut: (_root, _args, { rest, userToken }) =>
    runMutationStep({
      input: {},
      schema: z.object({}),
      signedIn: userToken !== null,
      call: () => logout(rest),
      refusal: accountRefusal('signOut'),
      succeed: messageOk,
      fail: messageFailed,
    }),
};
