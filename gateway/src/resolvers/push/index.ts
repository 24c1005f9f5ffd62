import type { Resolvers } from '../../generated/resolvers-types.ts';
import { registerPushTokenMutation } from './register-push-token.ts';

/** The push domain: `registerPushToken`. */
export const pushResolvers: Resolvers = { Mutation: registerPushTokenMutation };
