import { expect, test, type APIRequestContext } from '@playwright/test';
import { documentSearch } from '../support/trusted-documents.ts';

interface ShellData {
  trending: { packages: { title: string }[] };
  popularCategories: { title: string }[];
  menu: { title: string }[];
}

/** What the home page must show, asked of the gateway through the site's own proxy. */
async function fetchShellData(request: APIRequestContext): Promise<ShellData> {
  // The site's own trusted documents, by id (the proxy serves no other): the home page's and the menu's.
  const answers = await Promise.all(
    ['HomePageQuery', 'ShellMenuQuery'].map(async (name) => {
      const response = await request.get(`/api/graphql?${documentSearch(name)}`);
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: Partial<ShellData> }).data;
    }),
  );
  return Object.assign({}, ...answers) as ShellData;
}

test.describe('home page', () => {
  test('shows trending packages, the menu and popular categories with JavaScript disabled', async ({
    browser,
    request,
  }) => {
    const expected = await fetchShellData(request);
    expect(expected.trending.packages.length).toBeGreaterThan(0);
    expect(expected.popularCategories.length).toBeGreaterThan(0);
    expect(expected.menu.length).toBeGreaterThan(0);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    const trending = page.locator('section', { has: page.getByRole('heading', { name: 'Trending Packages' }) });
    for (const pkg of expected.trending.packages) {
      await expect(trending.getByRole('heading', { name: pkg.title, exact: true })).toBeVisible();
    }
    const popular = page.locator('section', { has: page.getByRole('heading', { name: 'Popular Destinations' }) });
    for (const category of expected.popularCategories) {
      await expect(popular.getByRole('link', { name: category.title, exact: true })).toBeVisible();
    }
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const category of expected.menu) {
      await expect(menu.getByRole('link', { name: category.title, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Kailash aerial darshan starting 18 September 2025').first()).toBeVisible();
    await context.close();
  });

  test('opens one menu dropdown at a time and closes it with Escape or a click outside', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const toggles = menu.locator('button[aria-controls]');
    await expect(toggles.nth(1)).toBeVisible();
    const first = toggles.nth(0);
    const second = toggles.nth(1);
    const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    const secondPanel = page.locator(`#${await second.getAttribute('aria-controls')}`);
    await expect(firstPanel).toBeHidden();

    // Retried until hydration has attached the handler; a later click would close it again.
    await expect(async () => {
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    await expect(firstPanel).toBeVisible();

    await second.click();
    await expect(secondPanel).toBeVisible();
    await expect(firstPanel).toBeHidden();
    await expect(menu.getByRole('button', { expanded: true })).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(secondPanel).toBeHidden();
    await expect(second).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(secondPanel).toBeVisible();
    await page.getByRole('heading', { name: 'Trending Packages' }).click();
    await expect(secondPanel).toBeHidden();
  });

  test('shows the back-to-top button after scrolling 200px and scrolls back up', async ({ page }) => {
    await page.goto('/');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('hides the footer on a path containing check-out and shows it elsewhere', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // A visitor on /check-out gets the sign-in prompt (and the login popup) under the site header, no footer.
    await page.goto('/check-out');
    await expect(page.getByRole('link', { name: /home$/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('forbids framing and MIME sniffing of its pages', async ({ request }) => {
    const response = await request.get('/');
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});
