import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { graphqlData } from '../support/graphql.ts';
import { testStackPorts } from '../support/ports.ts';

/** Issue 11: `/webstories` (8 a page, Load more) and the full-screen viewer at `/webstories/view/{slug}`. */
const SLIDE_MS = 5_000; // the viewer's per-slide duration (web/src/components/web-stories/storyNavigation.ts)
const START = new Date('2026-11-23T06:00:00Z');
const setupGateway = `http://localhost:${testStackPorts.setupGateway}/graphql`;

type Story = { slug: string; path: string; title: string; slides: { heading: string; link: { label: string } | null }[]; nextStory: { path: string } | null };
let stories: Story[] = [];

test.beforeAll(async () => {
  const { webStories } = await graphqlData<{ webStories: { edges: { node: Story }[] } }>(
    setupGateway,
    `{ webStories(first: 50) { edges { node { slug path title slides { heading link { label } } nextStory { path } } } } }`,
  );
  stories = webStories.edges.map((edge) => edge.node);
  if (stories.length <= 8) throw new Error('the seed needs more than 8 web stories');
});

const story = (index = 1): Story => {
  const found = stories[index];
  if (found === undefined) throw new Error(`no story ${index}`);
  return found;
};
const slide = (page: Page, position: number, count: number) => page.getByRole('region', { name: `${position} of ${count}` });
const viewer = (page: Page) => page.getByTestId('story-viewer');

/** Opens a story with Playwright's clock paused from before the load, and waits until the viewer plays (hydrated). */
async function openStory(page: Page, target: Story): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  await page.goto(target.path);
  await expect(viewer(page)).toHaveAttribute('data-state', 'playing');
}

async function stageBox(page: Page) {
  const box = await page.getByTestId('story-progress').locator('..').boundingBox();
  if (box === null) throw new Error('the stage is not laid out');
  return box;
}

test.describe('the web stories list', () => {
  test('renders 8 covers without JavaScript, and its Load more link opens the next page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/webstories');
    await expect(page.getByRole('heading', { level: 1, name: 'Web Stories' })).toBeVisible();
    await expect(page).toHaveTitle('Web Stories | Pilgrim Yatra');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Kailash, Char Dham, Adi Kailash and temple journeys/);
    const covers = page.getByTestId('web-stories').getByRole('link');
    await expect(covers).toHaveCount(8);
    await expect(covers.first()).toHaveAttribute('href', story(0).path);
    const itemList = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(itemList.some((text) => text.includes('"ItemList"') && text.includes(story(0).path))).toBe(true);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/webstories\?page=2$/);
    await expect(page).toHaveTitle('Web Stories, page 2 | Pilgrim Yatra');
    await expect(covers).toHaveCount(Math.min(8, stories.length - 8));
    await expect(covers.first()).toHaveAttribute('href', story(8).path);
    await expect(page.getByRole('link', { name: 'Newer stories' })).toHaveAttribute('href', '/webstories');
    await context.close();
  });

  test('Load more appends the next page in place with JavaScript', async ({ page }) => {
    await page.goto('/webstories');
    const covers = page.getByTestId('web-stories').getByRole('link');
    await expect(covers).toHaveCount(8);
    await expect(async () => {
      await page.getByRole('link', { name: 'Load more' }).click({ timeout: 2_000 });
      await expect(covers).toHaveCount(Math.min(16, stories.length), { timeout: 2_000 });
    }).toPass();
    await expect(page).toHaveURL(/\/webstories$/);
    await expect(page.getByText(`Showing stories 1–${Math.min(16, stories.length)} of ${stories.length}`)).toBeVisible();
  });
});

test.describe('the story viewer', () => {
  test('server-renders every slide, readable as a page without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const target = story(1);
    await page.goto(target.path);
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    for (const { heading } of target.slides) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await context.close();
  });

  test(`advances after ${SLIDE_MS} ms, steps with the arrow keys and with taps on either half`, async ({ page }) => {
    const target = story(1);
    const count = target.slides.length;
    await openStory(page, target);
    await expect(slide(page, 1, count)).toBeVisible();
    await expect(page.getByTestId('story-progress').locator('> span')).toHaveCount(count);
    await page.clock.runFor(SLIDE_MS - 100);
    await expect(slide(page, 1, count)).toBeVisible();
    await page.clock.runFor(100);
    await expect(slide(page, 2, count)).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(slide(page, 3, count)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(slide(page, 2, count)).toBeVisible();

    const box = await stageBox(page);
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    await expect(slide(page, 3, count)).toBeVisible();
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height / 2);
    await expect(slide(page, 2, count)).toBeVisible();
  });

  test('holding the story pauses it; releasing resumes without stepping', async ({ page }) => {
    const target = story(1);
    const count = target.slides.length;
    await openStory(page, target);
    const box = await stageBox(page);
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await expect(viewer(page)).toHaveAttribute('data-state', 'paused');
    await page.clock.runFor(SLIDE_MS * 3);
    await expect(slide(page, 1, count)).toBeVisible();
    await page.mouse.up();
    await expect(viewer(page)).toHaveAttribute('data-state', 'playing');
    await expect(slide(page, 1, count)).toBeVisible();
    await page.clock.runFor(SLIDE_MS);
    await expect(slide(page, 2, count)).toBeVisible();
  });

  test('the end of the last slide opens the next story', async ({ page }) => {
    const target = story(1);
    const count = target.slides.length;
    await openStory(page, target);
    for (let position = 2; position <= count; position += 1) {
      await page.keyboard.press('ArrowRight');
      await expect(slide(page, position, count)).toBeVisible();
    }
    await page.clock.runFor(SLIDE_MS);
    await expect(page).toHaveURL(new RegExp(`${target.nextStory?.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: story(2).title })).toBeVisible();
    await expect(slide(page, 1, story(2).slides.length)).toBeVisible();
  });

  test('keyboard focus on a slide link holds the story and the live region speaks; leaving the stage resumes', async ({ page }) => {
    const target = story(1);
    const count = target.slides.length;
    const label = target.slides[count - 1]?.link?.label;
    if (label === undefined) throw new Error('the seed story needs a link on its last slide');
    await openStory(page, target);
    for (let position = 2; position <= count; position += 1) await page.keyboard.press('ArrowRight');
    const link = slide(page, count, count).getByRole('link', { name: label });
    await expect(async () => {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused({ timeout: 200 });
    }).toPass();
    await expect(viewer(page)).toHaveAttribute('data-state', 'paused');
    const announcer = page.getByTestId('story-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveText(`${count} of ${count}: ${target.slides[count - 1]?.heading}`);
    await page.clock.runFor(SLIDE_MS * 3);
    await expect(link).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    // Stepping away from the focused slide keeps focus in the stage, not on <body>.
    await page.keyboard.press('ArrowLeft');
    await expect(slide(page, count - 1, count)).toBeVisible();
    await expect(page.getByTestId('story-progress').locator('..')).toBeFocused();
    await expect(viewer(page)).toHaveAttribute('data-state', 'paused');

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Web Stories' }).focus();
    await expect(viewer(page)).toHaveAttribute('data-state', 'playing');
    await expect(announcer).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(SLIDE_MS);
    await expect(slide(page, count, count)).toBeVisible();
    await page.clock.runFor(SLIDE_MS);
    await expect(page).toHaveURL(new RegExp(`${target.nextStory?.path}$`));
  });

  test('arrow keys with Alt, Ctrl or Meta held are left to the browser: the slide stays', async ({ page }) => {
    const target = story(1);
    const count = target.slides.length;
    await openStory(page, target);
    await page.keyboard.press('ArrowRight');
    await expect(slide(page, 2, count)).toBeVisible();
    for (const combo of ['Control+ArrowRight', 'Meta+ArrowRight', 'Control+ArrowLeft', 'Meta+Escape']) await page.keyboard.press(combo);
    await page.keyboard.down('Alt');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.up('Alt');
    await expect(slide(page, 2, count)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
  });

  test('Escape and the Close button return to /webstories', async ({ page }) => {
    await openStory(page, story(1));
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/webstories$/);
    await page.goto(story(1).path);
    await expect(viewer(page)).toHaveAttribute('data-state', 'playing');
    await page.getByRole('link', { name: 'Close story' }).click();
    await expect(page).toHaveURL(/\/webstories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Web Stories' })).toBeVisible();
  });

  test('no header, footer or global popup on the viewer: the promo does not open after 30 s there, as it does on the list', async ({ page }) => {
    await openStory(page, story(3));
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.keyboard.press('Escape'); // a client-side navigation: the list mounts the shell and its popups
    await expect(page).toHaveURL(/\/webstories$/);
    await page.goto(story(3).path);
    await expect(viewer(page)).toHaveAttribute('data-state', 'playing');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(31_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/webstories');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 });
    }).toPass();
  });

  test('has no axe violations', async ({ page }) => {
    // Real time here (axe runs on timers): paused so no slide changes during the scan.
    await page.goto(story(1).path);
    await expect(viewer(page)).toHaveAttribute('data-state', 'playing');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(viewer(page)).toHaveAttribute('data-state', 'paused');
    expect(await axeViolations(page)).toEqual([]);
  });
});
