import { createDecipheriv, hkdfSync, randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loadDotEnv, stackEnvironment } from '../../scripts/env.ts';
import { graphql, graphqlData } from '../support/graphql.ts';
import { testStackPorts } from '../support/ports.ts';

const gatewayUrl = `http://localhost:${testStackPorts.gateway}/graphql`;
const apiBase = `http://localhost:${testStackPorts.api}/api/v1`;
const publicToken = 'dev-public-token';
const countryCode = '+91';
const password = 'Yatra#2025';

/** A valid Indian mobile number (starts with 9, 10 digits), unique per run. */
function uniqueMobile(): string {
  return `9${String(Date.now()).slice(-9)}`;
}

type SignInPayload = { token: string | null; userErrors: { message: string }[] };

async function latestOtp(mobile: string): Promise<string> {
  const response = await fetch(`${apiBase}/dev/outbox?to=${encodeURIComponent(`${countryCode}${mobile}`)}`, {
    headers: { authorization: publicToken },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { code: string | null }[] };
  const code = body.data[0]?.code;
  if (!code) throw new Error(`no OTP in the outbox for ${mobile}`);
  return code;
}

/** Creates and confirms an account through the gateway, as the sign-up popup would. */
async function createUser(mobile: string, email: string): Promise<void> {
  const { signUp } = await graphqlData<{ signUp: { userId: string | null; userErrors: { message: string }[] } }>(
    gatewayUrl,
    'mutation ($input: SignUpInput!) { signUp(input: $input) { userId userErrors { message } } }',
    { input: { email, mobile, countryCode, password } },
  );
  expect(signUp.userErrors).toEqual([]);
  if (!signUp.userId) throw new Error('signUp returned no userId');
  const { verifySignUpOtp } = await graphqlData<{ verifySignUpOtp: { verified: boolean } }>(
    gatewayUrl,
    'mutation ($input: VerifySignUpOtpInput!) { verifySignUpOtp(input: $input) { verified userErrors { message } } }',
    { input: { userId: signUp.userId, otp: await latestOtp(mobile) } },
  );
  expect(verifySignUpOtp.verified).toBe(true);
}

async function gatewaySignIn(email: string): Promise<string> {
  const { signInWithPassword } = await graphqlData<{ signInWithPassword: SignInPayload }>(
    gatewayUrl,
    'mutation ($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token userErrors { message } } }',
    { input: { email, password } },
  );
  if (!signInWithPassword.token) throw new Error(`sign-in failed: ${JSON.stringify(signInWithPassword.userErrors)}`);
  return signInWithPassword.token;
}

async function viewerFor(token: string): Promise<{ displayName: string } | null> {
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
function apiTokenInSessionCookie(cookie: string): string {
  loadDotEnv();
  const secret = stackEnvironment(testStackPorts).NEXTAUTH_SECRET ?? '';
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'NextAuth.js Generated Encryption Key', 32));
  const [header = '', , iv = '', ciphertext = '', tag = ''] = cookie.split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(header, 'ascii'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  const payload = JSON.parse(plain) as { apiToken?: string };
  if (!payload.apiToken) throw new Error('the session JWT holds no api token');
  return payload.apiToken;
}

async function sessionCookie(context: BrowserContext): Promise<{ value: string; httpOnly: boolean }> {
  const cookies = await context.cookies();
  const cookie = cookies.find((entry) => entry.name === 'next-auth.session-token');
  if (!cookie) throw new Error('no next-auth session cookie');
  return cookie;
}

/** Signs in through next-auth's own endpoints from the page, as `signIn('password', …)` does. */
async function signInInPage(page: Page, email: string): Promise<{ status: number; url: string }> {
  const deviceIDs = JSON.stringify([
    { deviceID: randomUUID(), deviceName: 'unknown', modelNo: '', operaingSystem: 'Linux', firebaseToken: null, deviceType: 'web' },
  ]);
  return page.evaluate(
    async ({ email, password, countryCode, deviceIDs }) => {
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
          number: '0',
          countrycode: countryCode,
          deviceIDs,
        }),
      });
      const body = (await response.json()) as { url: string };
      return { status: response.status, url: body.url };
    },
    { email, password, countryCode, deviceIDs },
  );
}

/** What `useSession().update()` does: POST to the session endpoint, which re-reads the viewer. */
async function updateSessionInPage(page: Page): Promise<unknown> {
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

test.describe('session', () => {
  test('lists the password and otp providers and answers the other auth endpoints', async ({ request }) => {
    const providers = await request.get('/api/auth/providers');
    expect(providers.status()).toBe(200);
    const body = (await providers.json()) as Record<string, { id: string; type: string }>;
    expect(Object.keys(body).sort()).toEqual(['otp', 'password']);
    expect(body.password?.type).toBe('credentials');

    const csrf = await request.get('/api/auth/csrf');
    expect(((await csrf.json()) as { csrfToken: string }).csrfToken).toMatch(/^[0-9a-f]{64}$/);

    const session = await request.get('/api/auth/session');
    expect(await session.json()).toEqual({});

    const log = await request.post('/api/auth/_log', { form: { level: 'error', code: 'E2E_CHECK', message: 'ping' } });
    expect(log.status()).toBe(200);
  });

  test('rejects a wrong password with the spec message and stays signed out', async ({ page }) => {
    await page.goto('/');
    const result = await signInInPage(page, `nobody-${Date.now()}@example.com`);
    expect(result.status).toBe(401);
    expect(new URL(result.url).searchParams.get('error')).toBe('Invalid username or password');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('signs in, shows Guest then the initial, keeps the token server-side and signs out', async ({ page, context }) => {
    test.setTimeout(60_000);
    const mobile = uniqueMobile();
    const email = `session-${mobile}@example.com`;
    await createUser(mobile, email);
    const otherToken = await gatewaySignIn(email);

    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      bodies.push(response.text().catch(() => ''));
    });

    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();

    const signIn = await signInInPage(page, email);
    expect(signIn.status).toBe(200);
    expect(new URL(signIn.url).searchParams.get('error')).toBeNull();

    const cookie = await sessionCookie(context);
    expect(cookie.httpOnly).toBe(true);
    const apiToken = apiTokenInSessionCookie(cookie.value);
    expect(apiToken).not.toBe(otherToken);

    // The first HTML already shows the account menu: no flash of 'Sign In'.
    const firstHtml = await (await page.goto('/'))?.text();
    expect(firstHtml).toContain('Account menu, Guest');
    const accountButton = banner.getByRole('button', { name: /^Account menu/ });
    await expect(accountButton).toHaveText('Guest');
    await expect(banner.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

    const session = (await (await page.request.get('/api/auth/session')).json()) as { user: Record<string, unknown> };
    expect(Object.keys(session.user).sort()).toEqual(['displayName', 'email', 'id', 'initial']);
    expect(session.user).toMatchObject({ displayName: 'Guest', email });

    // The proxy adds the user's token: the browser asks for the viewer without holding any token.
    const viewerThroughProxy = await page.evaluate(async () => {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { email } }' }),
      });
      return ((await response.json()) as { data: { viewer: { email: string } | null } }).data.viewer;
    });
    expect(viewerThroughProxy).toEqual({ email });

    const { updateProfile } = await graphql<{ updateProfile: { userErrors: { message: string }[] } }>(
      gatewayUrl,
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { message } } }',
      { input: { firstname: 'Asha' } },
      { authorization: `Bearer ${otherToken}` },
    ).then((answer) => answer.data ?? { updateProfile: { userErrors: [{ message: 'no data' }] } });
    expect(updateProfile.userErrors).toEqual([]);
    expect(await updateSessionInPage(page)).toMatchObject({ user: { displayName: 'Asha', initial: 'A' } });
    await page.reload();
    await expect(accountButton).toHaveText('A');

    await accountButton.click();
    await expect(banner.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await page.keyboard.press('Escape');
    await expect(banner.getByRole('link', { name: 'My Profile' })).toBeHidden();
    await expect(accountButton).toBeFocused();

    await accountButton.click();
    await banner.getByRole('button', { name: 'Sign Out' }).click();
    await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({});
    await expect.poll(() => viewerFor(apiToken)).toBeNull();
    expect(await viewerFor(otherToken)).toEqual({ displayName: 'Asha' });

    const seen = await Promise.all(bodies);
    expect(seen.length).toBeGreaterThan(0);
    for (const body of seen) {
      expect(body).not.toContain(apiToken);
      expect(body).not.toContain(otherToken);
      expect(body).not.toContain('apiToken');
    }
    expect(await page.evaluate(() => document.cookie)).not.toContain('next-auth.session-token');
  });
});
