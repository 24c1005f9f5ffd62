import { expect, test, type Locator, type Page } from '@playwright/test';
import { graphqlData } from '../support/graphql.ts';
import { actUntilVisible } from '../support/hydration.ts';
import { settle } from '../support/page-tasks.ts';
import { testStackPorts } from '../support/ports.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

/**
 * The keyboard and reflow audit: pages at 320px that scrolled sideways, a wide table the keyboard could not scroll,
 * focus hidden under the phone's bottom bar, under an open menu dropdown or off-screen in the story viewer, motion
 * that reduced-motion settings did not stop, a marquee nothing could pause, and breadcrumb targets under 24px.
 */
const NARROW = { width: 320, height: 640 } as const;
const WEATHER_PAGES = ['/weather-at-kailash-mansarovar', '/kailash-mansarovar-yatra-overland-weather'];
const REGISTRATION_PAGE = '/kailash-mansarovar-yatra-registration';
const SLIDE_MS = 5_000; // the viewer's per-slide duration (web/src/components/web-stories/storyNavigation.ts)
const setupGateway = `http://localhost:${testStackPorts.setupGateway}/graphql`;

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

/** The page's width against the window's: nothing may scroll the page sideways. */
async function widths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** A focused region that scrolls sideways with the arrow keys. */
async function expectKeyboardScrolls(region: Locator): Promise<void> {
  await region.focus();
  await expect(region).toBeFocused();
  const { scrollLeft, overflow } = await region.evaluate((element) => ({ scrollLeft: element.scrollLeft, overflow: element.scrollWidth - element.clientWidth }));
  expect(scrollLeft).toBe(0);
  expect(overflow, 'the table is wider than its box at 320px').toBeGreaterThan(0);
  await region.page().keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
}

test.describe('at 320px wide', () => {
  test.use({ viewport: NARROW });

  for (const path of [...WEATHER_PAGES, REGISTRATION_PAGE]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('footer')).toBeAttached();
      const { scrollWidth, innerWidth } = await widths(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }

  test('the bank details table scrolls in a focusable, labelled region, its caption inside the visible box', async ({ page }) => {
    await page.goto(REGISTRATION_PAGE);
    const region = page.getByRole('region', { name: 'Bank details for the KMY deposit' });
    await expect(region.getByRole('table', { name: 'Bank details for the KMY deposit' })).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    const [regionBox, captionBox] = await Promise.all([region.boundingBox(), region.locator('caption > span').boundingBox()]);
    expect(captionBox!.x + captionBox!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 0.5);
    await expectKeyboardScrolls(region);
  });

  test('the weather pages\u2019 monthly table scrolls in a focusable region', async ({ page }) => {
    await page.goto(WEATHER_PAGES[0]!);
    const region = page.getByRole('region', { name: /^Monthly averages at / });
    await expect(region.getByRole('table', { name: /^Monthly averages at / })).toBeVisible();
    await expectKeyboardScrolls(region);
  });

  test('a link focused near the bottom of the screen is scrolled above the Quick actions bar', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(bar).toBeVisible();
    const link = page.locator('footer').getByRole('link').first();
    await expect(link).toBeAttached();
    // The link's top 40px above the window's bottom: inside the window, but under the 64px bar.
    await link.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - (window.innerHeight - 40)));
    const before = await link.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);
    expect(Math.round(before)).toBe(-40);
    await link.evaluate((element) => (element as HTMLElement).focus());
    await expect(link).toBeFocused();
    const barTop = (await bar.boundingBox())!.y;
    await expect.poll(async () => (await link.boundingBox())!.y + (await link.boundingBox())!.height).toBeLessThanOrEqual(barTop);
  });
});

test('Tab out of an open main menu dropdown closes it, uncovering what gets focus next', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const toggle = menu.locator('button[aria-controls]').first();
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  // Retried until hydration has attached the handler.
  await expect(async () => {
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
  await expect(panel).toBeVisible();

  // Tab through the panel: focus stays in it, the panel stays open.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await panel.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  const focused = page.locator(':focus');
  await expect(focused).toBeVisible();
  const uncovered = await focused.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(uncovered).toBe(true);
});

test('the announcement marquee has a pause toggle that stops its animation', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Announcement' });
  const pause = banner.getByRole('button', { name: 'Pause announcement' });
  const states = () => banner.evaluate((element) => element.getAnimations({ subtree: true }).map((animation) => animation.playState));
  // Neither hovered nor focused, the text moves.
  await page.mouse.move(640, 600);
  await expect.poll(states).toContain('running');

  await expect(async () => {
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
  }).toPass();
  await pause.blur();
  await page.mouse.move(640, 600);
  await expect.poll(states).toEqual(expect.arrayContaining(['paused']));
  expect((await states()).every((state) => state === 'paused')).toBe(true);

  await pause.press('Enter');
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await pause.blur();
  await expect.poll(states).toContain('running');
});

test('breadcrumb links are at least 24px tall targets', async ({ page }) => {
  await page.goto('/webstories');
  const links = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
  }
});

type Story = { path: string; slides: { heading: string }[] };

async function firstStory(): Promise<Story> {
  const { webStories } = await graphqlData<{ webStories: { edges: { node: Story }[] } }>(
    setupGateway,
    `{ webStories(first: 1) { edges { node { path slides { heading } } } } }`,
  );
  const story = webStories.edges[0]?.node;
  if (!story || story.slides.length < 2) throw new Error('the seed needs a web story of 2 slides or more');
  return story;
}

test('in the story viewer, a breadcrumb focused by the keyboard shows on screen', async ({ page }) => {
  await page.setViewportSize(NARROW);
  const story = await firstStory();
  await page.goto(story.path);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  for (const name of ['Home', 'Web Stories']) {
    const crumb = crumbs.filter({ hasText: name });
    await crumb.focus();
    await expect(crumb).toBeFocused();
    const box = (await crumb.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.height).toBeGreaterThanOrEqual(24);
    const onTop = await crumb.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && (hit === element || element.contains(hit));
    });
    expect(onTop).toBe(true);
  }
});

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the search placeholders keep one word', async ({ page }) => {
    // The clock runs (a paused one would hold the overlay's opening); `runFor` then jumps it 2 s ahead.
    await page.clock.install({ time: new Date('2025-09-18T06:00:00Z') });
    await page.goto('/');
    // The overlay opens once the header's search box has hydrated; its own placeholder mounts with it.
    const searchbox = page.getByRole('searchbox', { name: 'Search', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await actUntilVisible(dialog, async () => {
      await searchbox.blur();
      await searchbox.focus();
    });
    const placeholders = [page.locator('header').getByTestId('search-placeholder'), dialog.getByTestId('search-placeholder')];
    await settle(page);
    const shown = await Promise.all(placeholders.map((placeholder) => placeholder.textContent()));
    for (const text of shown) expect(text).toMatch(/^Search \S/);
    await page.clock.runFor(2_000);
    await settle(page);
    expect(await Promise.all(placeholders.map((placeholder) => placeholder.textContent()))).toEqual(shown);
  });

  test('a web story does not advance by itself; the reader steps through it', async ({ page }) => {
    const story = await firstStory();
    const count = story.slides.length;
    const slide = (position: number) => page.getByRole('region', { name: `${position} of ${count}` });
    await page.clock.install({ time: new Date('2026-11-23T06:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-23T06:00:01Z'));
    await page.goto(story.path);
    const viewer = page.getByTestId('story-viewer');
    await expect(viewer).toHaveAttribute('data-state', 'paused');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(SLIDE_MS * 2);
    await settle(page);
    await expect(slide(1)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(slide(2)).toBeVisible();
    await page.clock.runFor(SLIDE_MS * 2);
    await settle(page);
    await expect(slide(2)).toBeVisible();
  });
});
