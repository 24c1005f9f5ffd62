/**
 * Issue 15: two apis, two gateways and two webs on one PostgreSQL and one Redis behave as one site. A limit
 * counted on one instance holds on the other, a change notice received by one instance reaches the other, and
 * a wishlist toggled through one web shows through the other. The stack: global-setup.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { heartOf, wishlistButton } from '../support/wishlist.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { multiInstanceStack, MULTI_INSTANCE_LIMITS } from './stack.ts';
import { gatewayCall, otpSend, packagePrice, putPrices, uniqueIp, uniqueMobile } from './instances.ts';
import { newUser, signedInPage } from './users.ts';
import { packagePriceOnPage } from '../support/package-price.ts';

const stack = multiInstanceStack();
test.skip(stack === null, 'needs MULTI_INSTANCE_DATABASE_URL and REDIS_TEST_URL (tests/README.md "Multi-instance test")');
const { a, b } = stack ?? ({} as NonNullable<typeof stack>);

test.describe('a limit counted on one instance holds on the other', () => {
  test('OTP sends from one client: half the per-IP cap through api A, half through api B, then both refuse', async () => {
    const cap = MULTI_INSTANCE_LIMITS.otpRecipientsPerIp;
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let n = 0; n < cap; n += 1) statuses.push(await otpSend(stack!, n % 2 === 0 ? a : b, ip, uniqueMobile()));
    expect(statuses).toEqual(Array<number>(cap).fill(200));
    expect(await otpSend(stack!, b, ip, uniqueMobile()), 'api B, past the cap').toBe(429);
    expect(await otpSend(stack!, a, ip, uniqueMobile()), 'api A, past the cap').toBe(429);
    expect(await otpSend(stack!, b, uniqueIp(), uniqueMobile()), 'another client').toBe(200);
  });

  test('GraphQL requests from one client: half the per-minute rate through gateway A, half through gateway B, then both refuse', async () => {
    const rate = MULTI_INSTANCE_LIMITS.gatewayAnonymousPerMinute;
    const ip = uniqueIp();
    const statuses = await Promise.all(Array.from({ length: rate }, (_, n) => gatewayCall(stack!, n % 2 === 0 ? a : b, ip)));
    expect(statuses).toEqual(Array<number>(rate).fill(200));
    expect(await gatewayCall(stack!, b, ip), 'gateway B, past the rate').toBe(429);
    expect(await gatewayCall(stack!, a, ip), 'gateway A, past the rate').toBe(429);
  });
});

// Seed: Varanasi Gaya Bodhgaya Tour, list price ₹28,000, selling price ₹24,999.
const SLUG = 'varanasi-bodhgaya-tour';
const PACKAGE_PATH = `/varanasi-tour/${SLUG}`;
const SEEDED = { inrPrice: 28_000, inrPriceSpecial: 24_999 };
const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

test('a staff price change through api A shows in gateway B\'s cached answer and web B\'s cached page', async ({ request }) => {
  const pageB = `${b.webOrigin}${PACKAGE_PATH}`;
  const { id, amount } = await packagePrice(stack!, b, SLUG);
  expect((await packagePrice(stack!, b, SLUG)).amount, 'gateway B again (its response cache holds the answer now)').toBe(amount);
  await expect(async () => {
    const response = await request.get(pageB, { maxRedirects: 0 });
    expect(response.headers()['x-nextjs-cache'], 'web B serves the page from its cache').toBe('HIT');
    expect(packagePriceOnPage(await response.text())).toBe(rupees(amount ?? 0));
  }).toPass();

  const changed = 20_000 + Math.floor(Math.random() * 4_000);
  try {
    await putPrices(stack!, a, id, { inrPrice: SEEDED.inrPrice, inrPriceSpecial: changed });
    // Soft: each names its own instance when it fails (web B renders through gateway B, so it needs both to hear).
    await expect.soft.poll(async () => (await packagePrice(stack!, b, SLUG)).amount, { message: 'gateway B drops its cached answer' }).toBe(changed);
    await expect.soft(async () => expect(packagePriceOnPage(await (await request.get(pageB)).text()), 'web B drops its cached page').toBe(rupees(changed))).toPass();
  } finally {
    await putPrices(stack!, a, id, SEEDED);
  }
});

/** The answer to the page's next wishlist mutation (sent through the web's `/api/graphql`). */
const wishlistAnswer = (page: Page, mutation: string) =>
  page.waitForResponse((response) => response.request().method() === 'POST' && (response.request().postData() ?? '').includes(mutation));

test('a wishlist toggled through web A shows through web B, and back', async ({ browser }) => {
  const user = await newUser(stack!, a);
  const contextA = await browser.newContext({ baseURL: a.webOrigin });
  const contextB = await browser.newContext({ baseURL: b.webOrigin });
  await Promise.all([keepTimedPopupsClosed(contextA), keepTimedPopupsClosed(contextB)]);
  try {
    const [pageA, pageB] = [await signedInPage(contextA, user), await signedInPage(contextB, user)];
    await pageA.goto(user.categoryPath);
    await expect(wishlistButton(pageA, 0)).toBeVisible();
    const added = wishlistAnswer(pageA, 'addToWishlist');
    await heartOf(pageA, user.packageTitle).click();
    expect((await added).status()).toBe(200);

    await pageB.goto(user.categoryPath);
    await expect(heartOf(pageB, user.packageTitle)).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistButton(pageB, 1)).toBeVisible();

    const removed = wishlistAnswer(pageB, 'removeFromWishlist');
    await heartOf(pageB, user.packageTitle).click();
    expect((await removed).status()).toBe(200);
    await pageA.reload();
    await expect(wishlistButton(pageA, 0)).toBeVisible();
    await expect(heartOf(pageA, user.packageTitle)).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await Promise.all([contextA.close(), contextB.close()]);
  }
});
