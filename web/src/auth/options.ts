import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { createAuthorize } from './authorize';
import { createJwtCallback, sessionCallback } from './callbacks';
import { otpProviderId, passwordProviderId } from './credentialFields';
import { gatewaySignInWithOtp, gatewaySignInWithPassword } from './gatewaySignIn';
import { gatewaySignOut } from './gatewaySignOut';
import { gatewayViewer } from './gatewayViewer';
import { logLine } from './logLine';
import { parseOtpCredentials, parsePasswordCredentials } from './parseCredentials';

/** The api issues user tokens for 30 days; the session lasts no longer. */
export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;

const text = { type: 'text' } as const;

/**
 * next-auth v4, JWT sessions. The api token lives only inside the encrypted, httpOnly session cookie;
 * the browser sees `{ user: { id, displayName, initial, email }, expires }`. No `pages`: the login and
 * sign-up popups are the UI. Env (NEXTAUTH_SECRET, NEXTAUTH_URL, GATEWAY_URL) is read at runtime.
 */
export const authOptions: NextAuthOptions = {
  providers: [
    CredentialsProvider({
      id: passwordProviderId,
      name: 'Password',
      credentials: {
        email: { label: 'E-mail', type: 'email' },
        password: { label: 'Password', type: 'password' },
        number: text,
        countrycode: text,
        deviceIDs: text,
      },
      authorize: createAuthorize('password', parsePasswordCredentials, gatewaySignInWithPassword),
    }),
    CredentialsProvider({
      id: otpProviderId,
      name: 'OTP',
      credentials: { otp: text, number: text, countrycode: text, deviceIDs: text },
      authorize: createAuthorize('otp', parseOtpCredentials, gatewaySignInWithOtp),
    }),
  ],
  session: { strategy: 'jwt', maxAge: sessionMaxAgeSeconds },
  jwt: { maxAge: sessionMaxAgeSeconds },
  callbacks: {
    jwt: createJwtCallback(gatewayViewer),
    session: sessionCallback,
  },
  events: {
    async signOut({ token }) {
      if (!token?.apiToken) return;
      try {
        await gatewaySignOut(token.apiToken);
      } catch (error) {
        // The cookie is cleared anyway; the token then just runs out at its expiry.
        console.error('Could not revoke the api token at sign-out', error);
      }
    },
  },
  // Spec §8: the authentication client's own error codes are logged only. This also receives what any
  // browser posts to /api/auth/_log, so each entry is one line of bounded length (logLine).
  logger: {
    error: (code, metadata) => console.error(`[next-auth] ${logLine(code, 100)} ${logLine(metadata)}`),
    warn: (code) => console.warn(`[next-auth] ${logLine(code, 100)}`),
    debug: () => {},
  },
  secret: process.env.NEXTAUTH_SECRET,
};
