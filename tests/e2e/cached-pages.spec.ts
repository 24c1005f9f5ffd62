import { expect, test, type Page } from '@playwright/test';
import { banner, createUser, uniqueEmail, uniqueMobile } from '../support/auth-popup.ts';
import { cachedPage, packageRestId, pageCacheState, postChangeNotice } from '../support/cached-pages.ts';
import { graphql } from '../support/graphql.ts';
import { gatewaySignIn, gatewayUrl, signInInPage } from '../support/session.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

const PACKAGE_SLUG = 'adi-kailash-yatra-from-delhi';
const PACKAGE_PATH = `/adi-kailash/${PACKAGE_SLUG}`;
const OTHER_PACKAGE_PATH = '/char-dham/char-dham-yatra-from-haridwar';
const CATEGORY_PATH = '/package/adi-kailash';

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

/** A signed-in browser whose user has a name and an e-mail that no page may carry. */
async function signedInUser(page: Page, { named = true } = {}): Promise<{ firstname: string; lastname: string; email: string }> {
  const mobile = uniqueMobile();
  const email = uniqueEmail('cached-pages', mobile);
  const firstname = `Zorawar${mobile.slice(-4)}`;
  const lastname = `Cachetest${mobile.slice(-3)}`;
  await createUser(mobile, email);
  await page.goto('/thank-you');
  if (!named) {
    expect((await signInInPage(page, email)).status).toBe(200);
    return { firstname: 'Guest', lastname: '', email };
  }
  const token = await gatewaySignIn(email);
  const { data } = await graphql<{ updateProfile: { userErrors: unknown[] } }>(
    gatewayUrl,
    'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { message } } }',
    { input: { firstname, lastname } },
    { authorization: `Bearer ${token}` },
  );
  expect(data?.updateProfile.userErrors).toEqual([]);
  expect((await signInInPage(page, email)).status).toBe(200);
  return { firstname, lastname, email };
}

test.describe('cached public pages', () => {
  test('home, category and package pages come from the page cache, for visitors and signed-in users alike', async ({ page, request }) => {
    for (const path of ['/', CATEGORY_PATH, PACKAGE_PATH]) {
      const response = await cachedPage(request, path);
      expect(response.status(), path).toBe(200);
    }
    const user = await signedInUser(page);
    const anonymous = await cachedPage(request, PACKAGE_PATH);

    // The user's own request, with the session cookie: the very page a visitor gets, from the cache.
    const theirs = await page.request.get(PACKAGE_PATH);
    expect(theirs.status()).toBe(200);
    expect(pageCacheState(theirs)).toBe('HIT');
    expect(theirs.headers().etag).toBe(anonymous.headers().etag);
    const html = await theirs.text();
    expect(html).toContain('Adi Kailash Yatra from Delhi');
    for (const personal of [user.firstname, user.lastname, user.email, 'Account menu']) expect(html).not.toContain(personal);

    // After hydration the browser asks for the session and the header shows the user.
    await page.goto(PACKAGE_PATH);
    const accountButton = banner(page).getByRole('button', { name: /^Account menu/ });
    await expect(accountButton).toHaveAccessibleName(new RegExp(`^Account menu, ${user.firstname}`));
    await expect(accountButton).toHaveText(user.firstname[0] ?? '');
    await expect(banner(page).getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  });

  test('unknown slugs are still 404s, cached as such', async ({ request }) => {
    for (const path of ['/package/no-such-category', '/adi-kailash/no-such-package']) {
      await request.get(path);
      const again = await request.get(path);
      expect(again.status(), path).toBe(404);
      expect(pageCacheState(again), path).toBe('HIT');
      expect(await again.text()).toContain('Page not found');
    }
  });

  test('a change notice with the secret rebuilds the tagged pages; a wrong secret or a bad body changes nothing', async ({ request }) => {
    await cachedPage(request, PACKAGE_PATH);
    await cachedPage(request, OTHER_PACKAGE_PATH);

    expect((await postChangeNotice(request, { tags: ['catalogue'] }, 'not-the-secret-at-all')).status()).toBe(401);
    expect((await request.post('/api/revalidate', { data: { tags: ['catalogue'] } })).status()).toBe(401);
    for (const body of ['{"tags":', { tags: [] }, { tags: [''] }, { tags: 'catalogue' }, { tags: ['x'.repeat(201)] }]) {
      expect((await postChangeNotice(request, body)).status(), JSON.stringify(body)).toBe(400);
    }
    expect(pageCacheState(await request.get(PACKAGE_PATH))).toBe('HIT');

    // One package changed: its page is rendered again, another package's page stays cached.
    const notice = await postChangeNotice(request, { tags: [`package:${await packageRestId(PACKAGE_SLUG)}`] });
    expect(notice.status()).toBe(204);
    const rebuilt = await request.get(PACKAGE_PATH);
    expect(rebuilt.status()).toBe(200);
    expect(pageCacheState(rebuilt)).toBe('MISS');
    expect(pageCacheState(await request.get(PACKAGE_PATH))).toBe('HIT');
    expect(pageCacheState(await request.get(OTHER_PACKAGE_PATH))).toBe('HIT');

    // The catalogue changed: every cached page is rendered again.
    await cachedPage(request, '/');
    await cachedPage(request, CATEGORY_PATH);
    expect((await postChangeNotice(request, { tags: ['catalogue'] })).status()).toBe(204);
    for (const path of ['/', CATEGORY_PATH, PACKAGE_PATH, OTHER_PACKAGE_PATH]) {
      expect(pageCacheState(await request.get(path)), path).toBe('MISS');
      expect(pageCacheState(await request.get(path)), path).toBe('HIT');
    }
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`nothing in the header moves when the session arrives (${viewport.width}px)`, async ({ browser, page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const boxes = async (target: Page) => {
        const header = banner(target);
        return {
          slot: await header.locator('[data-account-slot]').boundingBox(),
          wishlist: await header.getByRole('button', { name: /^Wishlist/ }).boundingBox(),
          search: await target.locator('#site-search').boundingBox(),
        };
      };

      // The first paint: the cached HTML before any script ran.
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
      const firstPaint = await noScript.newPage();
      await firstPaint.goto(PACKAGE_PATH);
      const before = await boxes(firstPaint);
      await noScript.close();
      expect(before.slot?.width).toBeGreaterThan(0);

      // A visitor once the session answered: 'Sign In'.
      await page.goto(PACKAGE_PATH);
      await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
      // Polled: the signed-in Wishlist swaps its button for the menu's when its query answers (a moment with none).
      await expect.poll(() => boxes(page)).toEqual(before);

      // A signed-in user with a name (their initial), and one without ('Guest'): the same boxes.
      for (const named of [true, false]) {
        await page.context().clearCookies();
        await signedInUser(page, { named });
        await page.goto(PACKAGE_PATH);
        await expect(banner(page).getByRole('button', { name: /^Account menu/ })).toHaveText(named ? /^Z$/ : 'Guest');
        await expect.poll(() => boxes(page)).toEqual(before);
      }
    });
  }
});
