/**
 * Links to cached pages prefetch on intent (web/README.md "Prefetch on intent"): a page's load prefetches nothing,
 * a mouse resting on a package card or keyboard focus on it prefetches that package page whole, and the click then
 * renders it without asking the server again. A tap, or a click with no pause on the card, prefetches nothing (it
 * would only compete with the navigation's own request).
 */
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

/** Every RSC request of the page (a prefetch or a navigation's own), by path. */
function rscRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') seen.push(request);
  });
  return seen;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

async function homeWithFirstCard(page: Page): Promise<{ card: Locator; path: string; title: string }> {
  await page.goto('/', { waitUntil: 'networkidle' });
  const trending = page.locator('section', { has: page.getByRole('heading', { name: 'Trending Packages' }) });
  const card = trending.locator('article').first();
  const link = card.getByRole('link').first();
  const path = (await link.getAttribute('href')) ?? '';
  expect(path).toMatch(/^\/[\w-]+\/[\w-]+$/);
  return { card: link, path, title: (await card.getByRole('heading').first().textContent())?.trim() ?? '' };
}

/** The package page's whole payload, fetched ahead of the click (not the route's tree alone). */
function wholePagePrefetched(seen: Request[], path: string): boolean {
  return seen.some((request) => pathOf(request) === path && request.headers()['next-router-segment-prefetch'] === undefined);
}

test.describe('prefetch on intent', () => {
  test('a mouse resting on a package card prefetches its page, and the click renders it without another request', async ({ page }) => {
    const seen = rscRequests(page);
    const { card, path, title } = await homeWithFirstCard(page);
    expect(seen.map(pathOf)).toEqual([]);

    // An event before hydration is lost: move away and back until the prefetch starts.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await card.hover();
      await expect.poll(() => wholePagePrefetched(seen, path), { timeout: 1_000 }).toBe(true);
    }).toPass({ timeout: 20_000 });
    const prefetched = seen.find((request) => pathOf(request) === path && request.headers()['next-router-segment-prefetch'] === undefined)!;
    expect((await prefetched.response())?.status()).toBe(200);

    const beforeClick = seen.length;
    await card.click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(seen.slice(beforeClick).map(pathOf)).not.toContain(path);
  });

  test('a prefetched page older than 30 s is asked for again on the click', async ({ page }) => {
    await page.clock.install();
    const seen = rscRequests(page);
    const { card, path, title } = await homeWithFirstCard(page);
    await expect(async () => {
      await page.mouse.move(0, 0);
      await card.hover();
      await expect.poll(() => wholePagePrefetched(seen, path), { timeout: 1_000 }).toBe(true);
    }).toPass({ timeout: 20_000 });
    // Its answer in full first: the router dates a prefetched page from when its answer arrived.
    const prefetched = seen.find((request) => pathOf(request) === path && request.headers()['next-router-segment-prefetch'] === undefined)!;
    await (await prefetched.response())?.finished();
    await page.clock.fastForward(31_000);
    const beforeClick = seen.length;
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(seen.slice(beforeClick).map(pathOf)).toContain(path);
  });

  test('keyboard focus on a package card prefetches its page', async ({ page }) => {
    const seen = rscRequests(page);
    const { card, path } = await homeWithFirstCard(page);
    await expect(async () => {
      await page.locator('body').focus();
      await card.focus();
      await expect.poll(() => wholePagePrefetched(seen, path), { timeout: 1_000 }).toBe(true);
    }).toPass({ timeout: 20_000 });
  });

  test('a click without a pause on the card prefetches nothing first', async ({ page }) => {
    const seen = rscRequests(page);
    const { card, path, title } = await homeWithFirstCard(page);
    await card.click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(seen.filter((request) => request.headers()['next-router-prefetch'] !== undefined).map(pathOf)).toEqual([]);
    expect(seen.map(pathOf)).toContain(path);
  });

  test('a tap on a phone prefetches nothing and navigates', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await keepTimedPopupsClosed(context);
    const page = await context.newPage();
    const seen = rscRequests(page);
    const { card, path, title } = await homeWithFirstCard(page);
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(seen.filter((request) => request.headers()['next-router-prefetch'] !== undefined).map(pathOf)).toEqual([]);
    // A client-side navigation (the hydrated link's), asking for the page once the tap came.
    expect(seen.map(pathOf)).toContain(path);
    await context.close();
  });
});
