import { expect, test, type Page } from '@playwright/test';
import { sentOperationOf } from '../support/trusted-documents.ts';

const CATEGORY_PATH = '/package/kailash-mansarovar';
const PAGE_SIZE = 12;

function packageCards(page: Page) {
  return page.getByTestId('category-packages').getByRole('article');
}

async function totalPackages(page: Page): Promise<number> {
  const text = await page.getByTestId('category-package-count').textContent();
  return Number(text);
}

test.describe('category listing', () => {
  test('renders without a second GraphQL request on hydration', async ({ page }) => {
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      const sent = sentOperationOf(request);
      if (sent === null) return;
      // The footer's enquiry form loads its package picker when it nears the viewport: not the listing's data.
      const operation = sent.operationName || 'unknown';
      if (operation !== 'PackagePickerQuery') graphqlRequests.push(operation);
    });

    await page.goto(CATEGORY_PATH, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated: the Load more button reacts (it only exists when a second page does).
    const total = await totalPackages(page);
    expect(total).toBeGreaterThan(PAGE_SIZE);
    expect(graphqlRequests).toHaveLength(0);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(packageCards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, total));
    expect(graphqlRequests).toHaveLength(1);
  });

  test('Load more appends the next page, keeps the URL and disappears at the end', async ({ page }) => {
    // networkidle: the page has hydrated, so the button's click handler is attached.
    await page.goto(CATEGORY_PATH, { waitUntil: 'networkidle' });
    const total = await totalPackages(page);
    expect(total).toBeGreaterThan(PAGE_SIZE);
    const cards = packageCards(page);
    await expect(cards).toHaveCount(PAGE_SIZE);
    const firstTitles = await cards.getByRole('heading').allTextContents();

    const loadMore = page.getByRole('button', { name: 'Load more' });
    let expected = PAGE_SIZE;
    while (expected < total) {
      await loadMore.click();
      expected = Math.min(expected + PAGE_SIZE, total);
      await expect(cards).toHaveCount(expected);
    }

    expect(new URL(page.url()).pathname).toBe(CATEGORY_PATH);
    expect((await cards.getByRole('heading').allTextContents()).slice(0, PAGE_SIZE)).toEqual(firstTitles);
    const allTitles = await cards.getByRole('heading').allTextContents();
    expect(new Set(allTitles).size).toBe(total);
    await expect(loadMore).toHaveCount(0);
    await expect(page.getByText(`Showing ${total} of ${total} packages`)).toBeVisible();
  });

  test('answers 404 for an unknown category', async ({ page }) => {
    const response = await page.goto('/package/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
