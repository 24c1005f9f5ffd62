import { expect, test, type Page } from '@playwright/test';
import { createUser, openLogin, testPassword, toastWith, uniqueEmail, uniqueMobile } from '../support/auth-popup.ts';
import { signInInPage } from '../support/session.ts';
import { layoutShiftSoFar } from '../support/layout-shift.ts';

/** The persisted UI store's key and shape (web `state/persistedUiState.ts`). */
const UI_STORAGE_KEY = 'pilgrim-ui';

async function storedList(page: Page): Promise<string[]> {
  return page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { recentlyVisited?: string[] }).recentlyVisited ?? [], UI_STORAGE_KEY);
}

async function storedVisits(page: Page): Promise<number> {
  return (await storedList(page)).length;
}

/** Distinct package pages linked from the home page's cards. */
async function packagePaths(page: Page, count: number): Promise<string[]> {
  await page.goto('/');
  const hrefs = await page.getByRole('main').locator('article a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const paths = [...new Set(hrefs.filter((href) => /^\/[^/]+\/[^/]+$/.test(href)))];
  if (paths.length < count) throw new Error(`the home page links ${paths.length} packages, ${count} needed`);
  return paths.slice(0, count);
}

/** Opens a package page, waits until it recorded the visit, and returns its title. */
async function visit(page: Page, path: string, expectedVisits: number): Promise<string> {
  await page.goto(path);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect.poll(() => storedVisits(page)).toBe(expectedVisits);
  return title;
}

/**
 * Opens a package page while signed in, waits for the `recordRecentlyVisited` answer and for the merged list it
 * brings to be stored (the page applies and persists it after the response arrives); returns its title.
 */
async function visitSignedIn(page: Page, path: string, expectedVisits: number): Promise<string> {
  const synced = page.waitForResponse(
    (response) => response.url().endsWith('/api/graphql') && (response.request().postData() ?? '').includes('recordRecentlyVisitedMutation'),
  );
  await page.goto(path);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect((await synced).status()).toBe(200);
  await expect.poll(() => storedVisits(page)).toBe(expectedVisits);
  return title;
}

function stripTitles(page: Page) {
  return page.getByTestId('recently-visited').getByRole('heading', { level: 3 });
}

test.describe('recently visited packages', () => {
  test('the home page lists the last 8 visited packages, oldest first; a package page leaves itself out', async ({ page }) => {
    test.slow(); // 14 server-rendered page loads
    const paths = await packagePaths(page, 9);
    await expect(page.getByTestId('recently-visited')).toHaveCount(0);

    const titles: string[] = [];
    for (const [index, path] of paths.entries()) titles.push(await visit(page, path, Math.min(index + 1, 8)));

    await page.goto('/');
    await expect(stripTitles(page)).toHaveText(titles.slice(1));

    // The last package's own page shows the 7 others, in the same order.
    await page.goto(paths[8]!);
    await expect(stripTitles(page)).toHaveText(titles.slice(1, 8));

    // Visiting an older package again moves it to the end; the list survives a reload. The list holds 8 before and
    // after, so the visit is known recorded once its last entry is another one.
    const lastBefore = (await storedList(page)).at(-1);
    await page.goto(paths[2]!);
    await expect.poll(async () => (await storedList(page)).at(-1)).not.toBe(lastBefore);
    expect(await storedVisits(page)).toBe(8);
    await page.goto('/');
    await page.reload();
    await expect(stripTitles(page)).toHaveText([...titles.slice(1, 2), ...titles.slice(3), titles[2]!]);
  });

  test('the strip appears without shifting the content above it', async ({ page }) => {
    const [path] = await packagePaths(page, 1);
    await visit(page, path!, 1);
    await page.goto('/');
    await expect(stripTitles(page)).toHaveCount(1);
    const shift = await layoutShiftSoFar(page);
    expect(shift).toBeLessThan(0.1);
  });

  test('signed in, the list follows the user to another browser, both ways', async ({ page, browser }, testInfo) => {
    test.slow(); // two browsers, 9 page loads
    const [first, second, third, fourth] = await packagePaths(page, 4);
    const mobile = uniqueMobile();
    const email = uniqueEmail('recent-sync', mobile);
    await createUser(mobile, email);

    // Browser A, signed in: two visits, each merged into the user's list on the api.
    expect((await signInInPage(page, email)).status).toBe(200);
    const titleA1 = await visitSignedIn(page, first!, 1);
    const titleA2 = await visitSignedIn(page, second!, 2);

    // Browser B, signed out: its own visit only (nothing is sent while signed out).
    const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const pageB = await contextB.newPage();
    const titleB = await visit(pageB, third!, 1);
    await pageB.goto('/');
    await expect(stripTitles(pageB)).toHaveText([titleB]);

    // B signs in through the login popup: its list joins the user's, and the home page strip shows both, oldest first.
    const dialog = await openLogin(pageB);
    await dialog.getByRole('button', { name: 'Login with Password' }).click();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(testPassword);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(toastWith(pageB, 'Welcome user')).toBeVisible();
    await expect(stripTitles(pageB)).toHaveText([titleA1, titleA2, titleB]);

    // Back in A: the next visit brings B's visit along.
    const titleA3 = await visitSignedIn(page, fourth!, 4);
    await page.goto('/');
    await expect(stripTitles(page)).toHaveText([titleA1, titleA2, titleB, titleA3]);
    await contextB.close();
  });
});
