import type { ResolversTypes } from '../../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../../mutations/user-error.ts';
import type { SessionModel } from '../../../rest/accounts/types.ts';

type SignInPayload = ResolversTypes['SignInPayload'];

/** The payload of both sign-ins. The session's user is the viewer: no extra `/user` call. */
export const signedIn = (session: SessionModel): SignInPayload => ({
  token: session.token,
  expiresAt: session.expiresAt,
  viewer: session.user,
  userErrors: [],
});

export const notSignedIn = (userErrors: MutationUserError[]): SignInPayload => ({
  token: null,
  expiresAt: null,
  viewer: null,
  userErrors,
});
