import { expect, test } from '@playwright/test';
import { cachedPage, packageRestId } from '../support/cached-pages.ts';
import { testStackPorts } from '../support/ports.ts';
import { packagePriceOnPage } from '../support/package-price.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

// Seed: Varanasi Gaya Bodhgaya Tour, list price ₹28,000, selling price ₹24,999. No other spec reads its price.
const SLUG = 'varanasi-bodhgaya-tour';
const PACKAGE_PATH = `/varanasi-tour/${SLUG}`;
const CATEGORY_PATH = '/package/varanasi-tour';
const SEEDED = { inrPrice: 28_000, inrPriceSpecial: 24_999 };
// The stack's api runs as development, with the development staff token (api/.env.example).
const STAFF_TOKEN = process.env.API_STAFF_TOKEN ?? 'dev-staff-token';

async function setPrices(packageId: string, prices: typeof SEEDED): Promise<void> {
  const response = await fetch(`http://localhost:${testStackPorts.api}/api/v1/catalogue/packages/${packageId}/prices`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(prices),
  });
  expect(response.status).toBe(200);
}

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

test('a staff price change reaches the cached package and category pages through the change notices alone', async ({ page, request }) => {
  const packageId = await packageRestId(SLUG);
  // Both pages are in Next's page cache (and their data in the gateway's response cache) before the change.
  for (const path of [PACKAGE_PATH, CATEGORY_PATH]) expect(await (await cachedPage(request, path)).text()).toContain('₹24,999');

  try {
    await setPrices(packageId, { inrPrice: 28_000, inrPriceSpecial: 23_456 });

    // No test-side revalidation: the api posted its notice to the gateway, then to the web.
    // The card's price moves, and with it every figure of the page: the dates' prices (what check-out charges) and the EMI plans.
    await expect(async () => expect(packagePriceOnPage(await (await request.get(PACKAGE_PATH)).text())).toBe('₹23,456')).toPass({ timeout: 10_000 });
    const changed = await (await request.get(PACKAGE_PATH)).text();
    expect(changed).toMatch(/from ₹23,456/);
    expect(changed).not.toContain('₹24,999');
    await expect(async () => expect(await (await request.get(CATEGORY_PATH)).text()).toContain('₹23,456')).toPass({ timeout: 10_000 });

    await page.goto(PACKAGE_PATH);
    await expect(page.getByTestId('package-price')).toHaveText('₹23,456');
  } finally {
    await setPrices(packageId, SEEDED);
  }
  await expect(async () => expect(packagePriceOnPage(await (await request.get(PACKAGE_PATH)).text())).toBe('₹24,999')).toPass({ timeout: 10_000 });
});
