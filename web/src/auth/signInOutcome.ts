import type { GatewayViewer } from './viewer';

/** What a sign-in at the gateway came to: the api token and the user, or the message to show. */
export type SignInOutcome =
  | { ok: true; token: string; expiresAt: string; viewer: GatewayViewer }
  | { ok: false; message: string | undefined };
