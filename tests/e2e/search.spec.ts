import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { actUntilVisible } from '../support/hydration.ts';
import { settle } from '../support/page-tasks.ts';
import { documentSearch, sentOperationOf } from '../support/trusted-documents.ts';

/** Spec §2: the placeholder destinations, in rotation order. */
const DESTINATIONS = ['Kailash', 'Adi Kailash', 'Char Dham', 'Nepal', 'Bhutan', 'Tibet'];
const TAB_LABELS = ['Packages', 'Blogs', 'News', 'Collection'];
const DEBOUNCE_AND_MARGIN_MS = 800;
/** Spec §2: a new destination every 1.5 s, faded in over 0.5 s. */
const ROTATION_MS = 1_500;
const FADE_DURATION = '0.5s';

type SectionCounts = { count: number };
type SearchCounts = {
  totalCount: number;
  packages: SectionCounts & { groups: { title: string }[] };
  blogs: SectionCounts;
  news: SectionCounts;
  collections: SectionCounts;
};

/** Asks the same-origin GraphQL endpoint directly (the overlay's own document, by id), to compare the overlay with the data behind it. */
async function searchCounts(page: Page, query: string): Promise<SearchCounts> {
  const response = await page.request.get(`/api/graphql?${documentSearch('SearchResultsQuery', { query })}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { search: SearchCounts } };
  return body.data.search;
}

/** Whether a request of the page runs `Query.search` (the overlay's `SearchResultsQuery`, sent as GET). */
function isSearchRequest(request: Request): boolean {
  return sentOperationOf(request)?.operationName === 'SearchResultsQuery';
}

/** Every search the page sends to /api/graphql, as `{"variables":…}` JSON, recorded from now on. */
function recordSearchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const sent = sentOperationOf(request);
    if (sent?.operationName === 'SearchResultsQuery') seen.push(JSON.stringify({ variables: sent.variables }));
  });
  return seen;
}

function headerSearch(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search', exact: true });
}

function overlay(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Search' });
}

/** Runs `open` until the overlay shows: handlers attach only once the page has hydrated. */
async function untilOverlayOpens(page: Page, open: () => Promise<void>): Promise<Locator> {
  const dialog = overlay(page);
  await actUntilVisible(dialog, open);
  return dialog;
}

async function openOverlay(page: Page): Promise<Locator> {
  await page.goto('/');
  return untilOverlayOpens(page, async () => {
    await headerSearch(page).blur();
    await headerSearch(page).focus();
  });
}

async function typeQuery(dialog: Locator, query: string): Promise<void> {
  const input = dialog.getByRole('searchbox');
  await expect(input).toBeFocused();
  await input.fill(query);
}

/** The placeholder's text once the page has rendered every timer fired so far. */
async function settledText(placeholder: Locator): Promise<string> {
  await settle(placeholder.page());
  return ((await placeholder.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Advances the paused clock `stepMs` at a time, at most `maxSteps` times, until the placeholder changes. */
async function advanceUntilChanged(placeholder: Locator, shown: string, stepMs: number, maxSteps: number): Promise<string> {
  for (let step = 0; step < maxSteps; step += 1) {
    await placeholder.page().clock.runFor(stepMs);
    const text = await settledText(placeholder);
    if (text !== shown) return text;
  }
  throw new Error(`the placeholder still shows '${shown}' after ${stepMs * maxSteps} ms`);
}

async function focusIsInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

test.describe('search overlay', () => {
  test('opens when the header search box gets focus, as a modal dialog', async ({ page }) => {
    const dialog = await openOverlay(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Close search' })).toBeVisible();
  });

  test('rotates the placeholder every 1.5 s through the destinations in order, fading each in over 0.5 s', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2025-09-18T06:00:00Z') });
    await page.clock.pauseAt(new Date('2025-09-18T06:01:00Z'));
    await page.goto('/');
    const placeholder = page.locator('header').getByTestId('search-placeholder');
    await expect(placeholder).toHaveText(`Search ${DESTINATIONS[0]}`);

    // The interval starts once the page has hydrated: find one of its ticks to the millisecond, first
    // within 100 ms, then (the next tick being more than 1.4 s later) within 10 ms, then exactly.
    let shown = await advanceUntilChanged(placeholder, `Search ${DESTINATIONS[0]}`, 100, 600);
    await page.clock.runFor(ROTATION_MS - 100);
    expect(await settledText(placeholder)).toBe(shown);
    shown = await advanceUntilChanged(placeholder, shown, 10, 10);
    await page.clock.runFor(ROTATION_MS - 10);
    expect(await settledText(placeholder)).toBe(shown);
    shown = await advanceUntilChanged(placeholder, shown, 1, 10);

    const start = DESTINATIONS.indexOf(shown.replace(/^Search /, ''));
    expect(start, `'${shown}' names a destination`).not.toBe(-1);
    // One full turn from there: every step, including Tibet back to Kailash.
    for (let turn = 1; turn <= DESTINATIONS.length; turn += 1) {
      await page.clock.runFor(ROTATION_MS - 1);
      expect(await settledText(placeholder)).toBe(shown);
      await page.clock.runFor(1);
      shown = `Search ${DESTINATIONS[(start + turn) % DESTINATIONS.length]}`;
      expect(await settledText(placeholder)).toBe(shown);
    }

    const word = placeholder.locator('span');
    const fade = await word.evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, duration: style.animationDuration };
    });
    expect(fade.name).not.toBe('none');
    expect(fade.duration).toBe(FADE_DURATION);
  });

  test('shows trending packages and destinations for a short query without searching', async ({ page }) => {
    const searchRequests = recordSearchRequests(page);
    const dialog = await openOverlay(page);
    await typeQuery(dialog, 'ka');

    const trending = dialog.getByTestId('search-trending');
    await expect(trending.getByRole('heading', { name: 'Trending Packages' })).toBeVisible();
    await expect(trending.getByRole('heading', { name: 'Trending Destinations' })).toBeVisible();
    await expect(trending.getByRole('article').first()).toBeVisible();
    await expect(trending.locator('a[href^="/package/"]').first()).toBeVisible();

    await page.waitForTimeout(DEBOUNCE_AND_MARGIN_MS);
    expect(searchRequests).toEqual([]);
    await expect(dialog.getByRole('tab')).toHaveCount(0);
  });

  test('lists package results under category titles in tabs with counts', async ({ page }) => {
    const expected = await searchCounts(page, 'kailash');
    expect(expected.packages.count).toBeGreaterThan(0);

    const searchRequests = recordSearchRequests(page);
    const dialog = await openOverlay(page);
    await typeQuery(dialog, 'kailash');

    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveText([
      `Packages (${expected.packages.count})`,
      `Blogs (${expected.blogs.count})`,
      `News (${expected.news.count})`,
      `Collection (${expected.collections.count})`,
    ]);
    const packagesTab = dialog.getByRole('tab', { name: /^Packages/ });
    await expect(packagesTab).toHaveAttribute('aria-selected', 'true');

    const panel = dialog.getByRole('tabpanel', { name: /^Packages/ });
    const groupTitles = expected.packages.groups.map((group) => group.title);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(groupTitles);
    await expect(panel.getByRole('article').first()).toBeVisible();
    expect(searchRequests.length).toBeGreaterThanOrEqual(1);

    await packagesTab.focus();
    await page.keyboard.press('ArrowRight');
    const blogsTab = dialog.getByRole('tab', { name: /^Blogs/ });
    await expect(blogsTab).toBeFocused();
    await expect(blogsTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(packagesTab).toHaveAttribute('aria-selected', 'true');
  });

  test('switches to the Blogs tab when only blogs match', async ({ page }) => {
    let word: string | undefined;
    for (const candidate of ['ghats', 'jyotirlingas', 'practical', 'expect']) {
      const counts = await searchCounts(page, candidate);
      if (counts.packages.count === 0 && counts.blogs.count > 0) {
        word = candidate;
        break;
      }
    }
    expect(word, 'a word of the seed that matches blogs but no package').toBeDefined();

    const dialog = await openOverlay(page);
    await typeQuery(dialog, word ?? '');

    await expect(dialog.getByRole('tab', { name: /^Packages \(0\)$/ })).toBeVisible();
    const blogsTab = dialog.getByRole('tab', { name: /^Blogs \([1-9]\d*\)$/ });
    await expect(blogsTab).toHaveAttribute('aria-selected', 'true');
    const panel = dialog.getByRole('tabpanel', { name: /^Blogs/ });
    await expect(panel.locator('a[href^="/blogs/"]').first()).toBeVisible();
  });

  test("shows 'no tours found' when nothing matches", async ({ page }) => {
    const dialog = await openOverlay(page);
    await typeQuery(dialog, 'zzzzqq');
    await expect(dialog.getByText('no tours found', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveText(TAB_LABELS.map((label) => `${label} (0)`));
  });

  test('caps the query at 100 characters, the longest the gateway searches, in the overlay and the header box', async ({ page }) => {
    const searches = recordSearchRequests(page);
    const dialog = await openOverlay(page);
    await typeQuery(dialog, `kailash ${'x'.repeat(150)}`);
    await expect(dialog.getByRole('searchbox')).toHaveValue(`kailash ${'x'.repeat(92)}`);
    await expect(dialog.getByText('no tours found', { exact: true })).toBeVisible();
    const searchedLengths = searches.map((body) => (JSON.parse(body) as { variables: { query: string } }).variables.query.length);
    expect(searchedLengths.length).toBeGreaterThan(0);
    expect(Math.max(...searchedLengths)).toBe(100);
    await page.keyboard.press('Escape');
    await expect(headerSearch(page)).toHaveAttribute('maxlength', '100');
    await expect(headerSearch(page)).toHaveValue(`kailash ${'x'.repeat(92)}`);
  });

  test('silently keeps the trending view when the search request fails', async ({ page }) => {
    let failedSearches = 0;
    await page.route('**/api/graphql*', async (route) => {
      if (!isSearchRequest(route.request())) return route.continue();
      failedSearches += 1;
      return route.fulfill({ status: 502, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' });
    });
    const dialog = await openOverlay(page);
    const failedSearch = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/graphql' &&
        response.status() === 502 &&
        isSearchRequest(response.request()),
    );
    await typeQuery(dialog, 'kailash');
    await (await failedSearch).finished();
    expect(failedSearches).toBeGreaterThanOrEqual(1);

    // The results load in a transition that keeps the body aria-busy until the failure is handled.
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(dialog.getByTestId('search-trending')).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveCount(0);
    await expect(dialog.getByText('no tours found')).toHaveCount(0);
  });

  test('closes with Escape and with the close button, keeping the typed text', async ({ page }) => {
    const dialog = await openOverlay(page);
    await typeQuery(dialog, 'kailash');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(headerSearch(page)).toBeFocused();
    await expect(headerSearch(page)).toHaveValue('kailash');

    await headerSearch(page).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toHaveValue('kailash');
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
  });

  test("opens full screen on a phone from the bottom bar's Search button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const dialog = await untilOverlayOpens(page, async () => {
      await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Search' }).click();
    });
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 800 });
  });

  // WCAG 2.2.2: under reduced motion one word stays (keyboard-reflow.spec.ts proves it does not change over 2 s of
  // the page's clock) and shows without the fade.
  test('shows one placeholder word without the fade when reduced motion is preferred', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const placeholder = page.locator('header').getByTestId('search-placeholder');
    await expect(placeholder).toHaveText(/^Search \S/);
    const animation = await placeholder.locator('span').evaluate((word) => getComputedStyle(word).animationName);
    expect(animation).toBe('none');
  });

  test('navigates to the package page and closes when a result is clicked', async ({ page }) => {
    const dialog = await openOverlay(page);
    await typeQuery(dialog, 'kailash');
    const firstResult = dialog.getByRole('tabpanel', { name: /^Packages/ }).getByRole('link').first();
    await expect(firstResult).toBeVisible();
    const href = await firstResult.getAttribute('href');
    expect(href).toMatch(/^\/[^/]+\/[^/]+$/);

    await firstResult.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(dialog).toBeHidden();
  });

  test('keeps focus inside the overlay while tabbing', async ({ page }) => {
    const dialog = await openOverlay(page);
    await typeQuery(dialog, 'kailash');
    await expect(dialog.getByRole('tab').first()).toBeVisible();

    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(dialog)).toBe(true);
    }
    await dialog.getByRole('searchbox').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(dialog)).toBe(true);
    await expect(dialog.getByRole('searchbox')).not.toBeFocused();
  });
});
