import { registerPushTokenInput } from '../../domain/push/inputs.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import type { ResolversTypes } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { serverMessageRefusal } from '../../mutations/server-message-refusal.ts';
import { registerPushToken } from '../../rest/push/push-token.ts';

type Payload = ResolversTypes['RegisterPushTokenPayload'];

/** `registerPushToken`: a signed-in user's device token (with its device info) → `POST /user/push-token`. */
export const registerPushTokenMutation: Pick<MutationResolvers, 'registerPushToken'> = {
  registerPushToken: (_root, { input }, { rest, userToken }) =>
    runMutationStep({
      input,
      schema: registerPushTokenInput,
      signedIn: userToken !== null,
      call: ({ device }) => registerPushToken(rest, device),
      refusal: serverMessageRefusal({ 400: 'device' }),
      succeed: (): Payload => ({ registered: true, userErrors: [] }),
      fail: (userErrors): Payload => ({ registered: false, userErrors }),
    }),
};
