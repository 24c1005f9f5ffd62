/**
 * Links to cached pages prefetch on intent (web/README.md "Prefetch on intent"): a page's load prefetches nothing,
 * a mouse resting on a package card or keyboard focus on it prefetches that package page whole, and the click then
 * renders it without asking the server again. A tap, or a click with no pause on the card, prefetches nothing (it
 * would only compete with the navigation's own request).
 */
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

/** Every RSC request of the page (a prefetch's or a navigation's), in order. */
function rscRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') seen.push(request);
  });
  return seen;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

/**
 * The home page, hydrated (the session is asked for once React runs: the web sets no other marker), and its first
 * trending card's link.
 */
async function homeWithFirstCard(page: Page): Promise<{ card: Locator; path: string; title: string }> {
  const sessionAsked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
  await page.goto('/');
  await sessionAsked;
  const trending = page.locator('section', { has: page.getByRole('heading', { name: 'Trending Packages' }) });
  const card = trending.locator('article').first();
  const link = card.getByRole('link').first();
  const path = (await link.getAttribute('href')) ?? '';
  expect(path).toMatch(/^\/[\w-]+\/[\w-]+$/);
  return { card: link, path, title: (await card.getByRole('heading').first().textContent())?.trim() ?? '' };
}

/** The package page's whole payload asked for ahead of the click (not only the route's tree), or undefined. */
function wholePagePrefetch(seen: Request[], path: string): Request | undefined {
  return seen.find((request) => pathOf(request) === path && request.headers()['next-router-segment-prefetch'] === undefined);
}

/** Rests the mouse on `link` until its whole page was prefetched, and waits for the answer. */
async function restOn(page: Page, seen: Request[], link: Locator, path: string): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    await expect.poll(() => wholePagePrefetch(seen, path) !== undefined, { timeout: 1_000 }).toBe(true);
  }).toPass({ timeout: 20_000 });
  const answer = await wholePagePrefetch(seen, path)!.response();
  expect(answer?.status()).toBe(200);
  await answer?.finished();
  // The router dates the page when it has decoded the answer, a few tasks after the body's last byte.
  await page.evaluate(async () => {
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(null); });
  });
}

/** Clicks (or taps) `link` and checks the package page came with exactly one request of its own, after the click. */
async function navigatesWithOneRequest(page: Page, seen: Request[], path: string, title: string, act: () => Promise<void>): Promise<void> {
  const before = seen.length;
  await act();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(seen.slice(0, before).map(pathOf)).not.toContain(path);
  expect(seen.slice(before).map(pathOf).filter((requested) => requested === path)).toHaveLength(1);
}

test.describe('prefetch on intent', () => {
  test('a mouse resting on a package card prefetches its page, and the click renders it without another request', async ({ page }) => {
    const seen = rscRequests(page);
    const { card, path, title } = await homeWithFirstCard(page);
    expect(seen.map(pathOf)).toEqual([]);
    await restOn(page, seen, card, path);

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
    await restOn(page, seen, card, path);
    await page.clock.fastForward(31_000);
    const beforeClick = seen.length;
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(seen.slice(beforeClick).map(pathOf)).toContain(path);
  });

  test('keyboard focus on a package card prefetches its page', async ({ page }) => {
    const seen = rscRequests(page);
    const { card, path } = await homeWithFirstCard(page);
    // A script's focus with no pointer used yet is `:focus-visible`, as the keyboard's is.
    await card.focus();
    await expect.poll(() => wholePagePrefetch(seen, path) !== undefined).toBe(true);
  });

  test('cards scrolled under a still mouse prefetch nothing', async ({ page }) => {
    await page.clock.install();
    const seen = rscRequests(page);
    const { card } = await homeWithFirstCard(page);
    const heading = page.getByRole('heading', { name: 'Trending Packages' });
    await heading.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 100));
    // Chromium tells a link the pointer entered it when a scroll brings it under a mouse at rest (with no move).
    await page.evaluate(() => {
      document.addEventListener('pointerenter', (event) => {
        if (event.target instanceof HTMLAnchorElement) Object.assign(window, { lastLinkEntered: event.target.getAttribute('href') });
      }, { capture: true });
    });
    const cardBox = (await card.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    // The mouse rests on the section's heading (no link), above the first card, and the wheel brings the cards under it.
    const mouse = { x: cardBox.x + cardBox.width / 2, y: headingBox.y + headingBox.height / 2 };
    await page.mouse.move(mouse.x, mouse.y);
    const startY = await page.evaluate(() => window.scrollY);
    let linksUnderMouse = 0;
    for (let step = 1; step <= 3; step += 1) {
      await page.mouse.wheel(0, 120);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(startY + 120 * step);
      // Once the link now under the mouse (if any) has been told the pointer entered it, the page's clock runs far
      // past the intent's rest (65 ms).
      const linkUnderMouse = () =>
        page.evaluate(({ x, y }) => {
          const href = document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null;
          return { href, entered: href === null || href === (window as unknown as { lastLinkEntered?: string }).lastLinkEntered };
        }, mouse);
      await expect.poll(async () => (await linkUnderMouse()).entered).toBe(true);
      if ((await linkUnderMouse()).href !== null) linksUnderMouse += 1;
      await page.clock.runFor(500);
    }
    expect(linksUnderMouse).toBeGreaterThan(0);
    expect(seen.map(pathOf)).toEqual([]); // not even the route's tree, the first step of a prefetch
  });

  test('a click without a pause on the card prefetches nothing first', async ({ page }) => {
    const seen = rscRequests(page);
    const { card, path, title } = await homeWithFirstCard(page);
    await navigatesWithOneRequest(page, seen, path, title, () => card.click());
  });

  test('a tap on a phone prefetches nothing and navigates', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await keepTimedPopupsClosed(context);
      const page = await context.newPage();
      const seen = rscRequests(page);
      const { card, path, title } = await homeWithFirstCard(page);
      await card.scrollIntoViewIfNeeded();
      await navigatesWithOneRequest(page, seen, path, title, () => card.tap());
    } finally {
      await context.close();
    }
  });
});
