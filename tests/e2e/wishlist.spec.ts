import { expect, test, type Request } from '@playwright/test';
import { banner, popup, testPassword, toastWith } from '../support/auth-popup.ts';
import { holdOperation } from '../support/held-operation.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { categoryPackages, heartOf, signInNewUser, wishlistButton, wishlistThroughGateway } from '../support/wishlist.ts';
import { sentOperationOf } from '../support/trusted-documents.ts';

const CATEGORY_SLUG = 'char-dham';
const CATEGORY_PATH = `/package/${CATEGORY_SLUG}`;
/** Spec §8: the message for a call that failed unexpectedly. */
const UNEXPECTED_ERROR_MESSAGE = 'Something unexpected happened or please try again later.';

/** The heart of a package not in the wishlist yet sends this (held at the browser's door in the tests below). */
const ADD_TO_WISHLIST = 'addToWishlistMutation';
const isAddToWishlist = (request: Request) => sentOperationOf(request)?.operationName === ADD_TO_WISHLIST;

test.describe('wishlist', () => {
  test('the heart and the header count change before the server answers, and survive a reload', async ({ page }) => {
    await signInNewUser(page, 'wishlist-instant');
    const [pkg] = await categoryPackages(CATEGORY_SLUG, 1);
    await page.goto(CATEGORY_PATH);
    await expect(wishlistButton(page, 0)).toBeVisible();
    const heart = heartOf(page, pkg!.title);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    const gate = await holdOperation(page, ADD_TO_WISHLIST);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistButton(page, 1)).toBeVisible();
    await expect(banner(page).getByTestId('wishlist-count')).toHaveText('1');
    await expect.poll(gate.seen, { message: 'the mutation was sent and is still held: nothing answered yet' }).toBe(1);

    const answered = page.waitForResponse((response) => isAddToWishlist(response.request()));
    gate.release();
    expect((await answered).status()).toBe(200);
    await page.unrouteAll({ behavior: 'wait' });

    const viewerQueries: string[] = [];
    page.on('request', (request) => {
      if (sentOperationOf(request)?.operationName === 'HeaderWishlistMenuQuery') viewerQueries.push(request.url());
    });
    await page.reload();
    await expect(wishlistButton(page, 1)).toBeVisible();
    await expect(heartOf(page, pkg!.title)).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    expect(viewerQueries, 'one request fills in the hearts and the header').toHaveLength(1);

    // And back: removing is instant too.
    await heartOf(page, pkg!.title).click();
    await expect(heartOf(page, pkg!.title)).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistButton(page, 0)).toBeVisible();
  });

  test('hearts stay filled after a client-side navigation brings the same package as visitor data', async ({ page }) => {
    const { email } = await signInNewUser(page, 'wishlist-navigation');
    const [pkg] = await categoryPackages(CATEGORY_SLUG, 1);
    await wishlistThroughGateway(email, [pkg!]);
    await page.goto(CATEGORY_PATH);
    await expect(heartOf(page, pkg!.title)).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('main').locator(`a[href="${pkg!.path}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === pkg!.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pkg!.title);
    await expect(heartOf(page, pkg!.title)).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistButton(page, 1)).toBeVisible();
  });

  test('a failed change rolls the heart and the count back with a toast', async ({ page }) => {
    await signInNewUser(page, 'wishlist-failure');
    const [pkg] = await categoryPackages(CATEGORY_SLUG, 1);
    await page.goto(CATEGORY_PATH);
    await expect(wishlistButton(page, 0)).toBeVisible();
    const heart = heartOf(page, pkg!.title);

    const gate = await holdOperation(page, ADD_TO_WISHLIST, { answer: 'fail' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistButton(page, 1)).toBeVisible();
    gate.release();

    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistButton(page, 0)).toBeVisible();
    await expect(toastWith(page, UNEXPECTED_ERROR_MESSAGE)).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
    await page.reload();
    await expect(wishlistButton(page, 0)).toBeVisible();
    await expect(heartOf(page, pkg!.title)).toHaveAttribute('aria-pressed', 'false');
  });

  test('signed out, the heart opens the login popup and the package is wishlisted after signing in', async ({ page }) => {
    const [pkg] = await categoryPackages(CATEGORY_SLUG, 1);
    await page.goto('/');
    // A user who exists but is not signed in on this page.
    const { email } = await signInNewUser(page, 'wishlist-signed-out');
    await page.context().clearCookies();

    await page.goto(CATEGORY_PATH);
    const dialog = popup(page, 'Login');
    await actUntilVisible(dialog, () => heartOf(page, pkg!.title).click(retryableClick));
    await dialog.getByRole('button', { name: 'Login with Password' }).click();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(testPassword);
    await dialog.getByRole('button', { name: 'Sign In' }).click();

    await expect(toastWith(page, 'Welcome user')).toBeVisible();
    await expect(heartOf(page, pkg!.title)).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistButton(page, 1)).toBeVisible();
    await page.reload();
    await expect(heartOf(page, pkg!.title)).toHaveAttribute('aria-pressed', 'true');
  });

  test('the header dropdown shows the 2 newest packages and View All with the count; Escape closes it', async ({ page }) => {
    const { email } = await signInNewUser(page, 'wishlist-dropdown');
    const packages = await categoryPackages(CATEGORY_SLUG, 3);
    await wishlistThroughGateway(email, packages);
    await page.goto('/');

    const button = wishlistButton(page, 3);
    await expect(button).toBeVisible();
    const dropdown = banner(page).getByTestId('wishlist-dropdown');
    await actUntilVisible(dropdown, () => button.click(retryableClick));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const newestFirst = [packages[2]!, packages[1]!];
    await expect(dropdown.getByRole('list').getByRole('link')).toHaveText(newestFirst.map((pkg) => pkg.title));
    await expect(dropdown.getByRole('list').getByRole('link').first()).toHaveAttribute('href', newestFirst[0]!.path);
    await expect(dropdown.getByRole('link', { name: 'View All (3)' })).toHaveAttribute('href', '/profile#wishList');

    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('signed out, the header Wishlist opens the login popup', async ({ page }) => {
    await page.goto('/');
    const dialog = popup(page, 'Login');
    await actUntilVisible(dialog, () => banner(page).getByRole('button', { name: 'Wishlist', exact: true }).click(retryableClick));
  });
});
