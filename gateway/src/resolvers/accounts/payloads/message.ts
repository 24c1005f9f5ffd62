import type { ResolversTypes } from '../../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../../mutations/user-error.ts';

type MessagePayload = ResolversTypes['MessagePayload'];

/** The payload of the mutations that answer only a message (`changePassword`, `signOut`). */
export const messageOk = (message: string | null): MessagePayload => ({ ok: true, message, userErrors: [] });

export const messageFailed = (userErrors: MutationUserError[]): MessagePayload => ({ ok: false, message: null, userErrors });
