import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

/** Issue 12: `/weather-at-kailash-mansarovar` and `/kailash-mansarovar-yatra-overland-weather`. */
const KAILASH = '/weather-at-kailash-mansarovar';
const OVERLAND = '/kailash-mansarovar-yatra-overland-weather';

const inDays = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** React has hydrated `locator` once its element carries a fiber (the web sets no hydration marker). */
async function hydrated(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}

const report = (page: Page) => page.locator('section[aria-labelledby="weather-place"]');

async function searchAndPick(page: Page, text: string, name: RegExp) {
  await page.getByRole('searchbox', { name: 'Search a place' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.locator('section[aria-labelledby="weather-results"]').getByRole('button', { name }).first().click();
}

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

test.describe('server-rendered with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the Kailash page shows Mount Kailash: the day, 7 days, the monthly chart and table; ?date= changes the day', async ({ page }) => {
    await page.goto(KAILASH);
    await expect(page.getByRole('heading', { level: 1, name: 'Weather at Kailash Mansarovar' })).toBeVisible();
    await expect(report(page).getByRole('heading', { level: 2 })).toContainText('Mount Kailash');
    await expect(report(page).locator('ol li')).toHaveCount(7);
    await expect(page.getByRole('img', { name: /Average temperatures at Mount Kailash by month/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Monthly averages at Mount Kailash' }).locator('tbody tr')).toHaveCount(12);
    const date = inDays(40);
    await page.getByLabel('Travel date').fill(date);
    await page.getByRole('button', { name: 'Show weather' }).click();
    await expect(page).toHaveURL(`${KAILASH}?date=${date}`);
    await expect(report(page).getByText(date, { exact: false }).first()).toBeVisible();
    await expect(report(page).locator('ol li time').first()).toHaveAttribute('datetime', date);
  });

  test('the overland page lists the overland route places', async ({ page }) => {
    await page.goto(OVERLAND);
    await expect(page.getByRole('heading', { level: 1, name: 'Kailash Mansarovar Yatra Overland Weather' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="weather-places"]').getByRole('rowheader', { name: 'Saga' })).toBeVisible();
  });
});

test('a search finds a place and shows its figures; changing the date changes them', async ({ page }) => {
  await page.goto(OVERLAND);
  await hydrated(page.getByRole('searchbox', { name: 'Search a place' }));
  await searchAndPick(page, 'mapam', /Lake Mansarovar/);
  await expect(report(page).getByRole('heading', { level: 2 })).toContainText('Lake Mansarovar');
  const firstDay = report(page).locator('ol li time').first();
  const before = await report(page).locator('ol li').first().innerText();
  const date = inDays(120);
  await page.getByLabel('Travel date').fill(date);
  await page.getByRole('button', { name: 'Show weather' }).click();
  await expect(firstDay).toHaveAttribute('datetime', date);
  await expect(report(page).getByRole('heading', { level: 2 })).toContainText('Lake Mansarovar');
  expect(await report(page).locator('ol li').first().innerText()).not.toBe(before);
});

test('the recent places keep the 8 newest, newest first, across a reload', async ({ page }) => {
  await page.goto(KAILASH);
  await hydrated(page.getByRole('searchbox', { name: 'Search a place' }));
  const searches: [string, RegExp][] = [
    ['kailash', /^Mount Kailash/],
    ['mapam', /Lake Mansarovar/],
    ['darchen', /Darchen/],
    ['purang', /Taklakot/],
    ['saga', /Saga/],
    ['kyirong', /Kyirong/],
    ['lhasa', /Lhasa/],
    ['simikot', /Simikot/],
    ['nepalgunj', /Nepalgunj/],
  ];
  for (const [text, name] of searches) await searchAndPick(page, text, name);
  const recent = page.locator('section[aria-labelledby="weather-recent"]').getByRole('button');
  const expected = ['Nepalgunj', 'Simikot', 'Lhasa', 'Kyirong', 'Saga', 'Taklakot', 'Darchen', 'Lake Mansarovar'];
  await expect(recent).toHaveText(expected);
  await page.reload();
  await expect(recent).toHaveText(expected);
});

test('both weather pages are axe-clean', async ({ page }) => {
  for (const path of [KAILASH, OVERLAND]) {
    await page.goto(path);
    await hydrated(page.getByRole('searchbox', { name: 'Search a place' }));
    expect(await axeViolations(page)).toEqual([]);
  }
});
