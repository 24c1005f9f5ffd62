import { createHmac, randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { banner, createUser, popup, testPassword, toastWith, uniqueEmail, uniqueMobile } from '../support/auth-popup.ts';
import { graphql, graphqlData } from '../support/graphql.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { gatewaySignIn, gatewayUrl, signInInPage } from '../support/session.ts';

/** `/profile` (issue 8): login required, travellers, wishlist, reviews, enquiries, bookings, password, load failure. */

const UNEXPECTED = 'Something unexpected happened or please try again later.';

async function newUser(tag: string): Promise<{ mobile: string; email: string }> {
  const mobile = uniqueMobile();
  const email = uniqueEmail(tag, mobile);
  await createUser(mobile, email);
  return { mobile, email };
}

/** A signed-in browser on `/profile` (optionally a section's anchor), with the profile loaded. */
async function openProfile(page: Page, email: string, hash = ''): Promise<void> {
  await page.goto('/');
  expect((await signInInPage(page, email)).status).toBe(200);
  await page.goto(`/profile${hash}`);
  await expect(page.getByTestId('profile-details')).toBeVisible();
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

async function wishlist(token: string, count: number): Promise<string[]> {
  const { category } = await graphqlData<{ category: { packages: { edges: { node: { id: string; title: string } }[] } } }>(
    gatewayUrl,
    'query { category(slug: "char-dham") { packages(first: 12) { edges { node { id title } } } } }',
  );
  const packages = category.packages.edges.slice(0, count).map((edge) => edge.node);
  expect(packages).toHaveLength(count);
  for (const { id } of packages) {
    const { data } = await graphql<{ addToWishlist: { userErrors: unknown[] } }>(
      gatewayUrl,
      'mutation ($input: AddToWishlistInput!) { addToWishlist(input: $input) { userErrors { message } } }',
      { input: { packageId: id } },
      { authorization: `Bearer ${token}` },
    );
    expect(data?.addToWishlist.userErrors).toEqual([]);
  }
  return packages.map((pkg) => pkg.title);
}

type Gql = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

/** Runs operations at the gateway as the user (a mobile app's way in), failing on any error. */
function asUser(token: string): Gql {
  return async <T>(query: string, variables: Record<string, unknown>) => {
    const { data, errors } = await graphql<T>(gatewayUrl, query, variables, { authorization: `Bearer ${token}` });
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    return data as T;
  };
}

/** The test provider's signed success for a payment (api PAYMENT_TEST_SECRET, the development default in the e2e stack). */
function testProviderSuccess(providerOrderId: string) {
  const providerPaymentId = `pay_test_${randomBytes(8).toString('hex')}`;
  const signature = createHmac('sha256', 'dev-payment-test-secret').update(`${providerOrderId}|${providerPaymentId}`).digest('hex');
  return { providerPaymentId, signature };
}

/**
 * Books a Char Dham departure more than 60 days away for two new travellers and pays the advance through the
 * gateway and the test provider's signature: a PROCESSING order with a balance due. Answers its reference.
 */
async function bookWithAdvance(run: Gql): Promise<{ reference: string; title: string }> {
  const travellerIds: string[] = [];
  for (const firstname of ['Asha', 'Ravi']) {
    const { addTraveller } = await run<{ addTraveller: { traveller: { id: string } } }>(
      'mutation ($input: AddTravellerInput!) { addTraveller(input: $input) { traveller { id } } }',
      { input: { traveller: { firstname, lastname: 'Rao', gender: 'FEMALE', dateOfBirth: '1970-01-01', nationality: 'IN' } } },
    );
    travellerIds.push(addTraveller.traveller.id);
  }
  const from = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const { category } = await run<{ category: { packages: { edges: { node: { id: string; title: string; departures: { date: string; seatsLeft: number }[] } }[] } } }>(
    'query ($from: String) { category(slug: "char-dham") { packages(first: 12) { edges { node { id title departures(from: $from, first: 10) { date seatsLeft } } } } } }',
    { from },
  );
  for (const { node } of category.packages.edges) {
    const departure = node.departures.find((candidate) => candidate.seatsLeft >= 2);
    if (!departure) continue;
    const { addToCart } = await run<{ addToCart: { cart: unknown; userErrors: unknown[] } }>(
      'mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { total { paise } } userErrors { message } } }',
      { input: { packageId: node.id, date: departure.date, travellerIds } },
    );
    if (!addToCart.cart) continue;
    const { startPayment } = await run<{ startPayment: { payment: { id: string; providerOrderId: string } | null; userErrors: unknown[] } }>(
      'mutation ($input: StartPaymentInput!) { startPayment(input: $input) { payment { id providerOrderId } userErrors { message } } }',
      { input: { kind: 'ADVANCE', returnPath: '/check-out/payment' } },
    );
    expect(startPayment.payment, JSON.stringify(startPayment.userErrors)).not.toBeNull();
    const payment = startPayment.payment!;
    const { completePayment } = await run<{ completePayment: { order: { reference: string; balance: { paise: number } } | null; userErrors: unknown[] } }>(
      'mutation ($input: CompletePaymentInput!) { completePayment(input: $input) { order { reference balance { paise } } userErrors { message } } }',
      { input: { paymentId: payment.id, ...testProviderSuccess(payment.providerOrderId) } },
    );
    expect(completePayment.order, JSON.stringify(completePayment.userErrors)).not.toBeNull();
    expect(completePayment.order!.balance.paise).toBeGreaterThan(0);
    return { reference: completePayment.order!.reference, title: node.title };
  }
  throw new Error('no Char Dham departure could be booked');
}

test.describe('/profile', () => {
  test('signed out, the login popup opens; after signing in the profile loads with its six sections', async ({ page }) => {
    const { email } = await newUser('profile-login');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const login = popup(page, 'Login');
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'Login with Password' }).click();
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(testPassword);
    await login.getByRole('button', { name: 'Sign In' }).click();

    await expect(toastWith(page, 'Welcome user')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-details')).toContainText(email);
    const nav = page.getByRole('navigation', { name: 'Profile' });
    for (const [anchor, name] of [['Travellers', 'Travellers'], ['wishList', 'Wishlist'], ['Reviews', 'Reviews'], ['enquiry', 'Enquiries'], ['booking', 'Bookings'], ['wallet', 'Wallet']]) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', `#${anchor}`);
      await expect(page.locator(`#${anchor}`)).toBeVisible();
    }
    await expect(section(page, 'Reviews')).toContainText('You have not written any reviews yet.');
    await expect(section(page, 'Enquiries')).toContainText('You have not sent any enquiries yet.');
    await expect(section(page, 'Travellers')).toContainText('No saved travellers yet.');
    await expect(section(page, 'Bookings').getByRole('tab', { name: 'Processing (0)' })).toBeVisible();
    await expect(section(page, 'Bookings')).toContainText('No processing bookings.');
    await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);
  });

  test('the shell is in the first HTML and a deep link focuses its section heading', async ({ page, request }) => {
    const { email } = await newUser('profile-deeplink');
    const signedOutHtml = await (await request.get('/profile')).text();
    expect(signedOutHtml).toContain('My Profile');
    await openProfile(page, email, '#enquiry');
    await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeFocused();
    const html = await (await page.request.get('/profile')).text();
    for (const anchor of ['Travellers', 'wishList', 'Reviews', 'enquiry', 'booking']) expect(html).toContain(`id="${anchor}"`);
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Wishlist' }).click();
    await expect(page.getByRole('heading', { name: 'Wishlist' })).toBeFocused();
  });

  test('travellers: add with the form’s and the gateway’s messages, edit, and delete after confirming', async ({ page }) => {
    const { email } = await newUser('profile-travellers');
    await openProfile(page, email, '#Travellers');
    const travellers = section(page, 'Travellers');
    const dialog = popup(page, 'Add traveller');
    await actUntilVisible(dialog, () => travellers.getByRole('button', { name: 'Add traveller' }).click(retryableClick));

    await dialog.getByRole('button', { name: 'Add traveller' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Date of birth is required')).toBeVisible();
    await expect(dialog.getByText('Gender is required')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toBeFocused();

    await dialog.getByLabel('First name').fill('Asha');
    await dialog.getByLabel('Last name').fill('Rao');
    await dialog.getByLabel('Gender').selectOption('FEMALE');
    await dialog.getByLabel('Date of birth').fill('1962-08-15');
    await dialog.getByLabel('Passport number (optional)').fill('Z12');
    await dialog.getByRole('button', { name: 'Add traveller' }).click();
    // Judged by the gateway, shown next to their fields.
    await expect(dialog.getByText('Passport number must be 6 to 9 letters and digits')).toBeVisible();
    await expect(dialog.getByText('Passport expiry date is required with the passport number')).toBeVisible();
    await expect(dialog.getByLabel('Passport number (optional)')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Passport number (optional)').fill('Z1234567');
    await dialog.getByLabel('Passport expiry').fill('2034-05-31');
    await dialog.getByLabel('Relation (optional)').fill('Mother');
    await dialog.getByRole('button', { name: 'Add traveller' }).click();
    await expect(toastWith(page, 'Traveller added')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(travellers.getByTestId('traveller')).toHaveCount(1);
    await expect(travellers.getByTestId('traveller')).toContainText('Asha Rao');
    await expect(travellers.getByTestId('traveller')).toContainText('Passport Z1234567');
    // Dated as check-out dates them.
    await expect(travellers.getByTestId('traveller')).toContainText('Female · Born 15 Aug 1962 · Mother');

    await travellers.getByRole('button', { name: 'Edit Asha Rao' }).click();
    const edit = popup(page, 'Edit traveller');
    await expect(edit.getByLabel('First name')).toHaveValue('Asha');
    await edit.getByLabel('First name').fill('Asha Devi');
    await edit.getByLabel('Date of birth').fill('2999-01-01');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('Date of birth cannot be in the future')).toBeVisible();
    await edit.getByLabel('Date of birth').fill('1962-08-15');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toastWith(page, 'Traveller updated')).toBeVisible();
    await expect(travellers.getByTestId('traveller')).toContainText('Asha Devi Rao');

    await travellers.getByRole('button', { name: 'Delete Asha Devi Rao' }).click();
    const confirm = popup(page, 'Delete traveller?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(travellers.getByTestId('traveller')).toHaveCount(1);
    await travellers.getByRole('button', { name: 'Delete Asha Devi Rao' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Traveller deleted')).toBeVisible();
    await expect(travellers.getByTestId('traveller')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Travellers' })).toBeFocused();
    await page.reload();
    await expect(section(page, 'Travellers')).toContainText('No saved travellers yet.');
  });

  test('wishlist: lists every wishlisted package 6 at a time and removes one', async ({ page }) => {
    const { email } = await newUser('profile-wishlist');
    const titles = await wishlist(await gatewaySignIn(email), 7);
    await openProfile(page, email, '#wishList');
    const list = section(page, 'Wishlist');
    await expect(list.getByRole('article')).toHaveCount(6);
    await expect(list).toContainText('Showing 6 of 7 packages');
    await list.getByRole('button', { name: 'Load more' }).click();
    await expect(list.getByRole('article')).toHaveCount(7);
    await expect(list.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // Newest first: the last one added leads.
    await expect(list.getByRole('article').first()).toContainText(titles[6]!);

    await list.getByRole('button', { name: `Remove ${titles[6]} from wishlist` }).click();
    await expect(toastWith(page, 'Removed from your wishlist')).toBeVisible();
    await expect(list.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Wishlist' })).toBeFocused();
    await expect(list).toContainText('Showing 6 of 6 packages');
    await page.reload();
    await expect(section(page, 'Wishlist').getByRole('article')).toHaveCount(6);
    await expect(section(page, 'Wishlist')).not.toContainText(titles[6]!);
  });

  test('change password: the spec’s rule messages, the server’s message, then success', async ({ page }) => {
    const { email } = await newUser('profile-password');
    await openProfile(page, email);
    const dialog = popup(page, 'Change password');
    await actUntilVisible(dialog, () => page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Change password' }).click(retryableClick));
    const submit = dialog.getByRole('button', { name: 'Change password' });

    await submit.click();
    await expect(dialog.getByText('New Password is required')).toBeVisible();
    await expect(dialog.getByText('Confirm Password is required')).toBeVisible();
    await dialog.getByLabel('Current Password').fill(testPassword);
    await dialog.getByLabel('New Password').fill('short');
    await submit.click();
    await expect(dialog.getByText('Password must be at least 8 characters long')).toBeVisible();
    await dialog.getByLabel('New Password').fill('Pilgrim2026');
    await submit.click();
    await expect(dialog.getByText('Password must contain at least one special character: @$!%*#?&')).toBeVisible();
    await dialog.getByLabel('New Password').fill('Pilgrim#2026');
    await dialog.getByLabel('Confirm Password').fill('Pilgrim#2027');
    await submit.click();
    await expect(dialog.getByText('Passwords must match')).toBeVisible();

    await dialog.getByLabel('Current Password').fill('Wrong#2025');
    await dialog.getByLabel('Confirm Password').fill('Pilgrim#2026');
    await submit.click();
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible();

    await dialog.getByLabel('Current Password').fill(testPassword);
    await submit.click();
    await expect(toastWith(page, 'Password changed successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await signInInPage(page, email)).toMatchObject({ status: 401 });
    const { signInWithPassword } = await graphqlData<{ signInWithPassword: { token: string | null } }>(
      gatewayUrl,
      'mutation ($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token } }',
      { input: { email, password: 'Pilgrim#2026' } },
    );
    expect(signInWithPassword.token).toBeTruthy();
  });

  test('edit profile: the new name shows in the profile and the header', async ({ page }) => {
    const { email } = await newUser('profile-edit');
    await openProfile(page, email);
    const dialog = popup(page, 'Edit profile');
    await actUntilVisible(dialog, () => page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Edit profile' }).click(retryableClick));
    await dialog.getByLabel('First name').fill('Meera');
    await dialog.getByLabel('Last name').fill('Iyer');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Profile updated')).toBeVisible();
    await expect(page.getByTestId('profile-details')).toContainText('Meera Iyer');
    await expect(banner(page).getByRole('button', { name: /^Account menu/ })).toHaveText('M');
  });

  test('keyboard: each popup of the profile opens with focus in its first field, and Escape returns it to its button', async ({ page }) => {
    const { email } = await newUser('profile-popup-focus');
    await asUser(await gatewaySignIn(email))(
      'mutation ($input: AddTravellerInput!) { addTraveller(input: $input) { traveller { id } } }',
      { input: { traveller: { firstname: 'Asha', lastname: 'Rao', gender: 'FEMALE', dateOfBirth: '1962-08-15', nationality: 'IN' } } },
    );
    await openProfile(page, email);
    const menu = page.getByRole('navigation', { name: 'Profile' });
    const popups: [Locator, string, string][] = [
      [section(page, 'Travellers').getByRole('button', { name: 'Add traveller' }), 'Add traveller', 'First name'],
      [section(page, 'Travellers').getByRole('button', { name: 'Edit Asha Rao' }), 'Edit traveller', 'First name'],
      [menu.getByRole('button', { name: 'Edit profile' }), 'Edit profile', 'First name'],
      [menu.getByRole('button', { name: 'Change password' }), 'Change password', 'Current Password'],
      [section(page, 'Gift Cards').getByRole('button', { name: 'Buy a gift card' }), 'Buy a gift card', 'Amount (₹500 to ₹1,00,000)'],
      [section(page, 'Group Orders').getByRole('button', { name: 'Create a group order' }), 'Create a group order', 'Group name'],
    ];
    for (const [button, title, firstField] of popups) {
      const dialog = popup(page, title);
      await actUntilVisible(dialog, async () => {
        await button.focus();
        await page.keyboard.press('Enter');
      });
      await expect(dialog.getByLabel(firstField, { exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    }
  });

  test('a failed profile query shows the error toast and a way to try again', async ({ page }) => {
    const { email } = await newUser('profile-failure');
    await page.goto('/');
    expect((await signInInPage(page, email)).status).toBe(200);
    let failing = true;
    await page.route('**/api/graphql*', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' }) : route.continue(),
    );
    await page.goto('/profile');
    await expect(toastWith(page, UNEXPECTED)).toBeVisible();
    await expect(page.getByText('We could not load your profile.')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await expect(page.getByTestId('profile-details')).toContainText(email);
  });
  test('#booking: the order under Processing with its counts, its detail, and Pay balance through the provider settles it', async ({ page }) => {
    const { email } = await newUser('profile-booking');
    const { reference, title } = await bookWithAdvance(asUser(await gatewaySignIn(email)));
    await openProfile(page, email, '#booking');
    const bookings = section(page, 'Bookings');
    await expect(bookings.getByRole('tab', { name: 'Processing (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(bookings.getByRole('tab', { name: 'Completed (0)' })).toBeVisible();
    await expect(bookings.getByRole('tab', { name: 'Cancelled (0)' })).toBeVisible();
    const order = bookings.getByTestId('order');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(title);
    await expect(order).toContainText(reference);
    await expect(order).toContainText('Balance due');

    await order.getByRole('button', { name: 'View details' }).click();
    const travellers = order.getByRole('table', { name: /^Travellers on booking/ });
    await expect(travellers.getByRole('rowheader')).toHaveText(['Asha Rao', 'Ravi Rao']);
    await expect(order.getByRole('table', { name: 'Payments' })).toContainText('Advance');

    await bookings.getByRole('tab', { name: 'Completed (0)' }).click();
    await expect(bookings.getByText('No completed bookings.')).toBeVisible();
    await bookings.getByRole('tab', { name: 'Processing (1)' }).click();
    await expect(bookings.getByTestId('order')).toHaveCount(1);

    await bookings.getByTestId('order').getByRole('button', { name: /^Pay balance/ }).click();
    // startBalancePayment's checkoutUrl: the test provider's page for the BALANCE payment.
    await page.waitForURL((url) => url.pathname.startsWith('/payment-provider/test/'));
    await expect(page.locator('body')).toContainText(/₹/);

    // The provider's Success settles the balance: nothing is due any more, on the result page and in #booking.
    await page.getByRole('button', { name: /^Success/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByTestId('balance-due')).toHaveText('₹0');
    await page.goto('/profile#booking');
    await expect(section(page, 'Bookings').getByTestId('order')).toContainText('Paid in full');
  });

  test("keyboard: a traveller's document 'Upload' without a file (a wrong one was refused) moves focus to the file input", async ({ page }) => {
    const { email } = await newUser('profile-passenger-document');
    await bookWithAdvance(asUser(await gatewaySignIn(email)));
    await openProfile(page, email, '#booking');
    const order = section(page, 'Bookings').getByTestId('order');
    await order.getByRole('button', { name: 'View details' }).click();
    const upload = order.getByRole('form', { name: 'Upload a document of Asha Rao' });
    const file = upload.getByLabel('File for Asha Rao');
    await file.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') });
    await expect(upload.getByText(/^Choose a .+ file$/)).toBeVisible();

    await upload.getByRole('button', { name: 'Upload' }).focus();
    await page.keyboard.press('Enter');
    await expect(upload.getByText('Choose a file to upload')).toBeVisible();
    await expect(file).toBeFocused();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
  });
});
