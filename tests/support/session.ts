/** Helpers for the session specs: next-auth's endpoints driven from a page, and its encrypted cookie. */
import { createDecipheriv, hkdfSync, randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { testPassword as password } from './auth-popup.ts';
import { e2eNextAuthSecret } from './cache-notice-secret.ts';
import { recordRunSecret } from './e2e-run-secrets.ts';
import { graphql, graphqlData } from './graphql.ts';
import { testStackPorts } from './ports.ts';

/** The tests' own gateway (texts allowed), over the site's api. */
export const gatewayUrl = `http://localhost:${testStackPorts.setupGateway}/graphql`;
const countryCode = '+91';

type SignInPayload = { token: string | null; userErrors: { message: string }[] };

/** Signs in through the gateway directly, as a mobile app would, and returns the api token. */
export async function gatewaySignIn(email: string): Promise<string> {
  const { signInWithPassword } = await graphqlData<{ signInWithPassword: SignInPayload }>(
    gatewayUrl,
    'mutation ($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token userErrors { message } } }',
    { input: { email, password } },
  );
  if (!signInWithPassword.token) throw new Error(`sign-in failed: ${JSON.stringify(signInWithPassword.userErrors)}`);
  recordRunSecret('token', `bearer token of ${email}`, signInWithPassword.token);
  return signInWithPassword.token;
}

/** The viewer a token yields at the gateway, or null when the token is refused or revoked. */
export async function viewerFor(token: string): Promise<{ displayName: string } | null> {
  const { data } = await graphql<{ viewer: { displayName: string } | null }>(
    gatewayUrl,
    '{ viewer { displayName } }',
    {},
    { authorization: `Bearer ${token}` },
  );
  return data?.viewer ?? null;
}

/**
 * Reads the api token out of next-auth's encrypted session cookie (JWE, dir + A256GCM, key derived with
 * HKDF as next-auth v4 does), so the test can look for that exact value where it must never appear.
 */
export function apiTokenInSessionCookie(cookie: string): string {
  const key = Buffer.from(hkdfSync('sha256', e2eNextAuthSecret, '', 'NextAuth.js Generated Encryption Key', 32));
  const [header = '', , iv = '', ciphertext = '', tag = ''] = cookie.split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(header, 'ascii'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  const payload = JSON.parse(plain) as { apiToken?: string };
  if (!payload.apiToken) throw new Error('the session JWT holds no api token');
  recordRunSecret('token', 'bearer token of a session cookie', payload.apiToken);
  return payload.apiToken;
}

export async function sessionCookie(context: BrowserContext): Promise<{ value: string; httpOnly: boolean }> {
  const cookies = await context.cookies();
  const cookie = cookies.find((entry) => entry.name === 'next-auth.session-token');
  if (!cookie) throw new Error('no next-auth session cookie');
  return cookie;
}

/**
 * Signs in through next-auth's own endpoints from the page, as `signIn('password', …)` does: by e-mail, or by
 * mobile number when `{ mobile }` is given (what works before the e-mail is confirmed).
 * The page's own first call to next-auth (the session, after hydration) sets the CSRF cookie when there is none; when
 * it lands between this token's request and the POST, next-auth refuses the POST (`?csrf=true`, still a 200). The
 * client's `signIn` would then ask again, and so does this, up to three times.
 */
export async function signInInPage(page: Page, email: string, { mobile }: { mobile?: string } = {}): Promise<{ status: number; url: string }> {
  const deviceIDs = JSON.stringify([
    { deviceID: randomUUID(), deviceName: 'unknown', modelNo: '', operaingSystem: 'Linux', firebaseToken: null, deviceType: 'web' },
  ]);
  return page.evaluate(
    async ({ email, password, countryCode, deviceIDs, number }) => {
      let outcome = { status: 0, url: '' };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
        const response = await fetch('/api/auth/callback/password', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            csrfToken,
            callbackUrl: window.location.href,
            json: 'true',
            email,
            password,
            number,
            countrycode: countryCode,
            deviceIDs,
          }),
        });
        const body = (await response.json()) as { url: string };
        // Refused for its CSRF token: reported as the 403 it means, should the last attempt end so.
        const refused = new URL(body.url, window.location.href).searchParams.has('csrf');
        outcome = { status: refused ? 403 : response.status, url: body.url };
        if (!refused) break;
      }
      return outcome;
    },
    { email: mobile ? '' : email, password, countryCode, deviceIDs, number: mobile ?? '0' },
  );
}

/** What `useSession().update()` does: POST to the session endpoint, which re-reads the viewer. */
export async function updateSessionInPage(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
    const response = await fetch('/api/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken, data: {} }),
    });
    return response.json();
  });
}

