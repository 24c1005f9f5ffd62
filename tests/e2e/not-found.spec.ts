import { expect, test, type Page } from '@playwright/test';

/**
 * Unknown addresses under each kind of cached page, and one that matches no route. Their not-found page is in the
 * server's HTML (components/errors/NotFoundPage.tsx), not drawn by the browser once React has loaded.
 */
const UNKNOWN_PATHS = [
  '/adi-kailash/no-such-package',
  '/package/no-such-category',
  '/blogs/no-such-category',
  '/blogs/no-such-category/no-such-post',
  '/news/no-such-category/no-such-news',
  '/blogs?page=999',
  '/news/no-such-category',
  '/home/no-such-edition',
  '/photo-albums/no-such-edition',
  '/kailash-mansarovar-yatra-videos?page=999',
  '/webstories?page=999',
  '/videos?page=999',
  '/collections/no-such-collection',
  '/about-us/anything',
  '/kailash-mansarovar-yatra-registration/anything',
  '/faqs/anything',
  '/weather-at-kailash-mansarovar?date=2026-13-45',
  '/traveller-reviews?package=no-such-yatra',
  '/traveller-reviews?page=98',
  '/traveller-reviews?page=999',
  '/no-such-page',
];

/** The story viewer is full screen: no header there, even for a story that does not exist. */
const STORY_VIEWER_UNKNOWN_PATH = '/webstories/view/no-such-story';

async function expectNotFoundPage(page: Page, path: string, { siteHeader = true } = {}): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Back to home' }), path).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner'), path).toHaveCount(siteHeader ? 1 : 0);
  await expect(page, path).toHaveTitle('Page not found | Pilgrim Yatra');
  await expect(page.locator('meta[name="robots"]').first(), path).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[name="robots"]:not([content*="noindex"])'), path).toHaveCount(0);
}

test.describe('not-found pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every kind of unknown address answers 404 with the not-found page in its HTML, inside the site layout', async ({ page }) => {
    for (const path of UNKNOWN_PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectNotFoundPage(page, path);
    }
    expect((await page.goto(STORY_VIEWER_UNKNOWN_PATH))?.status()).toBe(404);
    await expectNotFoundPage(page, STORY_VIEWER_UNKNOWN_PATH, { siteHeader: false });
  });
});

test('with JavaScript the not-found page stays after React loads: one heading, no page error, Back to home works', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const response = await page.goto('/adi-kailash/no-such-package');
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page, 'the package');
  // The header's Sign In button answers once the page has hydrated.
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(pageErrors).toEqual([]);
});
