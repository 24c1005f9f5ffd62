import { expect, test } from '@playwright/test';
import { createUser, uniqueMobile } from '../support/auth-popup.ts';
import { graphql } from '../support/graphql.ts';
import {
  apiTokenInSessionCookie,
  gatewaySignIn,
  gatewayUrl,
  sessionCookie,
  signInInPage,
  updateSessionInPage,
  viewerFor,
} from '../support/session.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { documentIdOf, documentSearch } from '../support/trusted-documents.ts';

// Long tests: the promo (30 s) and newsletter (60 s) popups must not open over what they check.
test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

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

    // The home page is cached and the same for everyone: its HTML has no account menu (nor 'Sign In' to
    // see); the browser asks for the session and the menu takes the reserved slot (cached-pages.spec.ts).
    const firstHtml = await (await page.goto('/'))?.text();
    expect(firstHtml).not.toContain('Account menu');
    const accountButton = banner.getByRole('button', { name: /^Account menu/ });
    await expect(accountButton).toHaveText('Guest');
    await expect(banner.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

    const session = (await (await page.request.get('/api/auth/session')).json()) as { user: Record<string, unknown> };
    expect(Object.keys(session.user).sort()).toEqual(['displayName', 'email', 'emailConfirmed', 'id', 'initial']);
    expect(session.user).toMatchObject({ displayName: 'Guest', email });

    // The proxy adds the user's token: the browser asks for the viewer without holding any token.
    const viewerThroughProxy = await page.evaluate(async (search) => {
      const response = await fetch(`/api/graphql?${search}`);
      return ((await response.json()) as { data: { viewer: { email: string } | null } }).data.viewer;
    }, documentSearch('gatewayViewerQuery'));
    expect(viewerThroughProxy).toMatchObject({ email });

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

  test('keeps search working in the browser after the session\'s api token is revoked elsewhere', async ({ page, context }) => {
    const mobile = uniqueMobile();
    const email = `revoked-${mobile}@example.com`;
    await createUser(mobile, email);
    await page.goto('/');
    expect((await signInInPage(page, email)).status).toBe(200);
    const apiToken = apiTokenInSessionCookie((await sessionCookie(context)).value);

    // A sign-out on another device revokes the token the browser's session still carries.
    await graphql(gatewayUrl, 'mutation { signOut { ok } }', {}, { authorization: `Bearer ${apiToken}` });
    expect(await viewerFor(apiToken)).toBeNull();

    const [searched, viewer] = await page.evaluate(
      async (searches) =>
        Promise.all(
          searches.map(async (search) => (await (await fetch(`/api/graphql?${search}`)).json()) as { data?: Record<string, unknown>; errors?: unknown[] }),
        ),
      [documentSearch('SearchResultsQuery', { query: 'kailash' }), documentSearch('gatewayViewerQuery')],
    );
    expect(searched?.errors).toBeUndefined();
    expect((searched?.data?.search as { packages: { count: number } }).packages.count).toBeGreaterThan(0);
    expect(viewer?.errors).toBeUndefined();
    expect(viewer?.data?.viewer).toBeNull();

    // Server-rendered pages too: a refused nullable field must not turn into a 404.
    await page.goto('/package/char-dham');
    const packagePath = await page.locator('main article a').first().getAttribute('href');
    const response = await page.goto(packagePath ?? '/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the GraphQL proxy refuses sign-in operations and cross-site requests', async ({ page }) => {
    await page.goto('/');
    const statuses = await page.evaluate(
      async ({ signInId, menuSearch }) => {
        const post = (body: string, headers: Record<string, string>) =>
          fetch('/api/graphql', { method: 'POST', headers, body }).then((response) => response.status);
        const signIn = JSON.stringify({ documentId: signInId, variables: { input: { email: 'a@example.com', password: 'secret12' } } });
        return {
          signIn: await post(signIn, { 'content-type': 'application/json' }),
          formPost: await post('query={menu{id}}', { 'content-type': 'application/x-www-form-urlencoded' }),
          text: await post(JSON.stringify({ query: '{ menu { id } }' }), { 'content-type': 'application/json' }),
          ordinary: (await fetch(`/api/graphql?${menuSearch}`)).status,
        };
      },
      { signInId: documentIdOf('gatewaySignInPasswordMutation'), menuSearch: documentSearch('ShellMenuQuery') },
    );
    expect(statuses).toEqual({ signIn: 403, formPost: 415, text: 400, ordinary: 200 });

    const crossSite = await page.request.get(`/api/graphql?${documentSearch('ShellMenuQuery')}`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status()).toBe(403);
  });
});
