import type { Session, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { usableApiToken } from './apiToken';
import type { GatewayViewer } from './viewer';

/** How the session re-reads the user: `gatewayViewer` in `options.ts`, a fake in tests. */
export type ViewerLookup = (apiToken: string) => Promise<GatewayViewer | null>;

export type JwtCallbackParams = { token: JWT; user?: User | undefined; trigger?: 'signIn' | 'signUp' | 'update' | undefined };

export class SessionExpiredError extends Error {
  constructor(reason: string) {
    super(`Session ended: ${reason}`);
    this.name = 'SessionExpiredError';
  }
}

function tokenFromUser(user: User): JWT {
  return {
    sub: user.id,
    email: user.email,
    apiToken: user.apiToken,
    apiTokenExpiresAt: user.apiTokenExpiresAt,
    firstname: user.firstname,
    displayName: user.displayName,
    initial: user.initial,
    emailConfirmed: user.emailConfirmed,
  };
}

function withViewer(token: JWT, viewer: GatewayViewer): JWT {
  return {
    ...token,
    email: viewer.email,
    firstname: viewer.firstname,
    displayName: viewer.displayName,
    initial: viewer.initial,
    emailConfirmed: viewer.emailVerified,
  };
}

/**
 * Builds the encrypted session JWT at sign-in and keeps it current. Throwing ends the session (next-auth
 * clears the cookie), which is what an expired or revoked api token must do. On `update()` the profile
 * bits are re-read from the gateway; the data the browser sends with `update()` is ignored.
 */
export function createJwtCallback(lookupViewer: ViewerLookup) {
  return async function jwt({ token, user, trigger }: JwtCallbackParams): Promise<JWT> {
    const current = user ? tokenFromUser(user) : token;
    const apiToken = usableApiToken(current);
    if (!apiToken) throw new SessionExpiredError('the api token expired');
    if (trigger !== 'update') return current;
    let viewer: GatewayViewer | null;
    try {
      viewer = await lookupViewer(apiToken);
    } catch {
      // Gateway unreachable: keep what the session already knows.
      return current;
    }
    if (!viewer) throw new SessionExpiredError('the api token was revoked');
    return withViewer(current, viewer);
  };
}

/** Keeps the earlier of next-auth's rolling expiry and the api token's fixed one. */
function earlierIso(first: string, second: string | undefined): string {
  if (!second) return first;
  return Date.parse(second) < Date.parse(first) ? second : first;
}

/** What `/api/auth/session` and `useSession()` expose: the display bits, never the api token. */
export function sessionCallback({ session, token }: { session: Session; token: JWT }): Session {
  return {
    user: {
      id: token.sub ?? '',
      displayName: token.displayName ?? 'Guest',
      initial: token.initial ?? 'G',
      email: token.email ?? '',
      // Absent in sessions signed before this field existed: treated as confirmed (no prompt) until the next update.
      emailConfirmed: token.emailConfirmed ?? true,
    },
    expires: earlierIso(session.expires, token.apiTokenExpiresAt),
  };
}
