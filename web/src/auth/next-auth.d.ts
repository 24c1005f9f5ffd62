import type { DefaultSession } from 'next-auth';

/** What the browser may know about the signed-in user: never the api token. */
export type SessionUser = { id: string; displayName: string; initial: string; email: string; emailConfirmed: boolean };

declare module 'next-auth' {
  /** What the providers' `authorize` returns after a successful gateway sign-in. */
  interface User {
    id: string;
    apiToken: string;
    apiTokenExpiresAt: string;
    firstname: string | null;
    displayName: string;
    initial: string;
    email: string;
    /** The viewer's `emailVerified` (named apart from next-auth's adapter field of the same name). */
    emailConfirmed: boolean;
  }

  interface Session {
    user: SessionUser & DefaultSession['user'];
    expires: string;
  }
}

declare module 'next-auth/jwt' {
  /** The encrypted session cookie's contents (server side only). */
  interface JWT {
    apiToken?: string;
    apiTokenExpiresAt?: string;
    firstname?: string | null;
    displayName?: string;
    initial?: string;
    emailConfirmed?: boolean;
  }
}
