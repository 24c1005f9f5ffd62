/**
 * Feedback of the account's money, votes, group orders and KYC as a customer meets it in the browser (QA walk):
 * 'Pay from wallet' with the reward credit, a double-clicked vote, a group order share's Pay refusal and a
 * cancelled group order, the KYC section's messages. Every test uses accounts of its own (no seeded account).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { popup, toastWith } from '../support/auth-popup.ts';
import { asCustomer, bookablePackage, newCustomer, saveTraveller, signInBrowser, type Customer } from '../support/booking.ts';
import { moneyLabel } from '../support/commerce.ts';
import { graphqlData } from '../support/graphql.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { testStackPorts } from '../support/ports.ts';
import { nextResponseWithBody } from '../support/response-bodies.ts';
import { gatewayUrl } from '../support/session.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { sentOperationOf } from '../support/trusted-documents.ts';
import { PNG_8X8 } from '../support/uploads.ts';

// The stack's api runs as development, with the development staff token and test provider secret (api/.env.example).
const STAFF_TOKEN = process.env.API_STAFF_TOKEN ?? 'dev-staff-token';
const PAYMENT_TEST_SECRET = 'dev-payment-test-secret';

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

/** A new customer signed in in the browser (its own account: the seeded ones are shared by the suite). */
async function signedInCustomer(page: Page, tag: string): Promise<Customer> {
  const customer = await newCustomer(tag);
  await Promise.all([page.waitForResponse('**/api/auth/session'), page.goto('/')]);
  await signInBrowser(page, customer);
  return customer;
}

/** Staff credit a customer's wallet (`POST /wallet/staff/credit`, api/CONTRACT.md "Wallet (issue 13)"). */
async function staffCredit(customer: Customer, amountPaise: number, wallettype: 'customer' | 'reward'): Promise<void> {
  const { viewer } = await asCustomer<{ viewer: { internalId: string } }>(customer, '{ viewer { internalId } }');
  const response = await fetch(`http://localhost:${testStackPorts.api}/api/v1/wallet/staff/credit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: viewer.internalId, amountPaise, wallettype, description: `E2E ${wallettype} credit` }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Books a Char Dham tour 60+ days away for one traveller and pays its advance (the test provider's signed answer): its reference. */
async function bookingWithBalanceDue(customer: Customer): Promise<string> {
  const travellerIds = [await saveTraveller(customer, 'Asha', 'Rao', '1970-01-01')];
  const from = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  type Packages = { category: { packages: { edges: { node: { id: string; departures: { date: string; seatsLeft: number }[] } }[] } } };
  const { category } = await graphqlData<Packages>(gatewayUrl, 'query ($from: String) { category(slug: "char-dham") { packages(first: 12) { edges { node { id departures(from: $from, first: 10) { date seatsLeft } } } } } }', { from });
  for (const { node } of category.packages.edges) {
    const departure = node.departures.find((candidate) => candidate.seatsLeft >= 1);
    if (!departure) continue;
    const { addToCart } = await asCustomer<{ addToCart: { cart: unknown } }>(customer, 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { total { paise } } } }', {
      input: { packageId: node.id, date: departure.date, travellerIds },
    });
    if (!addToCart.cart) continue;
    const { startPayment } = await asCustomer<{ startPayment: { payment: { id: string; providerOrderId: string } | null; userErrors: unknown[] } }>(
      customer,
      'mutation ($input: StartPaymentInput!) { startPayment(input: $input) { payment { id providerOrderId } userErrors { message } } }',
      { input: { kind: 'ADVANCE', returnPath: '/check-out/payment' } },
    );
    expect(startPayment.payment, JSON.stringify(startPayment.userErrors)).not.toBeNull();
    const { id, providerOrderId } = startPayment.payment!;
    const providerPaymentId = `pay_test_${randomBytes(8).toString('hex')}`;
    const signature = createHmac('sha256', PAYMENT_TEST_SECRET).update(`${providerOrderId}|${providerPaymentId}`).digest('hex');
    const { completePayment } = await asCustomer<{ completePayment: { order: { reference: string } | null; userErrors: unknown[] } }>(
      customer,
      'mutation ($input: CompletePaymentInput!) { completePayment(input: $input) { order { reference } userErrors { message } } }',
      { input: { paymentId: id, providerPaymentId, signature } },
    );
    expect(completePayment.order, JSON.stringify(completePayment.userErrors)).not.toBeNull();
    return completePayment.order!.reference;
  }
  throw new Error('no Char Dham departure could be booked');
}

test.describe("'Pay from wallet' with the reward credit", () => {
  test('the amount follows the chosen source, the refusal and the result name the reward credit, and its spend is listed', async ({ page }) => {
    test.slow(); // a booking paid through the gateway, the profile and a payment
    const customer = await signedInCustomer(page, 'reward-pay');
    const reference = await bookingWithBalanceDue(customer);
    await staffCredit(customer, 300_000, 'customer');
    await staffCredit(customer, 250_000, 'reward');
    await page.goto('/profile#wallet');
    const section = page.locator('section#wallet');
    await expect(section.getByTestId('reward-balance')).toHaveText('₹2,500');

    const dialog = popup(page, 'Pay from wallet');
    await actUntilVisible(dialog, () => section.getByRole('button', { name: `Pay from wallet for booking ${reference}` }).click(retryableClick));
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('3000');
    await dialog.getByLabel('Pay from').selectOption({ label: 'Reward credit (₹2,500)' });
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('2500');
    await dialog.getByLabel('Amount (₹)').fill('2501');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(dialog.getByText('Your reward credit balance is not enough')).toBeVisible();
    await expect(dialog.getByText('Your wallet balance is not enough')).toHaveCount(0);

    await dialog.getByLabel('Amount (₹)').fill('2500');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    const result = dialog.getByTestId('wallet-paid');
    await expect(result).toContainText(`Paid ₹2,500 from your reward credit towards booking ${reference}.`);
    await expect(result).toContainText('Reward credit: ₹0');
    await expect(result).not.toContainText('Wallet balance');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expect(section.getByTestId('reward-balance')).toHaveText('₹0');
    await expect(section.getByTestId('wallet-balance')).toHaveText('₹3,000');
    // The reward credit's own ledger is listed after paying from it; the wallet's is a choice away.
    const transactions = section.getByTestId('wallet-transaction');
    await expect(section.getByLabel('Transactions of')).toHaveValue('REWARD');
    await expect(transactions.first()).toContainText('Paid towards a booking');
    await expect(transactions.first()).toContainText(`Booking ${reference}`);
    await expect(transactions.first()).toContainText(`-${moneyLabel(250_000)}`);
    await section.getByLabel('Transactions of').selectOption({ label: 'Wallet balance' });
    await expect(transactions).toHaveCount(1);
    await expect(transactions.first()).toContainText(`+${moneyLabel(300_000)}`);
  });
});

/**
 * Hands the answers of `operationName` back newest first, as two answers in flight can arrive: the requests reach
 * the server one after the other (as two clicks' do), the second answer is given to the page before the first.
 */
async function answerOutOfOrder(page: Page, operationName: string) {
  let sent = 0;
  let fetched = 0;
  let atServer: Promise<unknown> = Promise.resolve();
  const held: (() => Promise<void>)[] = [];
  const release = async () => {
    for (let answer = held.pop(); answer; answer = held.pop()) await answer();
  };
  await page.route('**/api/graphql*', async (route) => {
    if (sentOperationOf(route.request())?.operationName !== operationName) return route.fallback();
    sent += 1;
    const answer = atServer.then(() => route.fetch());
    atServer = answer;
    const response = await answer;
    fetched += 1;
    held.push(() => route.fulfill({ response }));
    if (held.length === 2) await release();
  });
  return { sent: () => sent, fetched: () => fetched, release };
}

/** A double-click on a vote button: one vote, the page and the server agree (after a reload). */
async function doubleClickVote(page: Page, operationName: string, button: () => Locator, count: () => Locator, reloaded: () => Promise<void>) {
  const before = Number((await count().textContent())?.match(/\d+/)?.[0]);
  const answers = await answerOutOfOrder(page, operationName);
  await button().dblclick();
  await expect(button()).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(answers.fetched, { message: 'the vote was answered by the server (and held)' }).toBeGreaterThanOrEqual(1);
  await answers.release();
  await expect(button()).not.toHaveAttribute('aria-disabled', 'true');
  await expect(button()).toHaveAttribute('aria-pressed', 'true');
  await expect(count()).toContainText(String(before + 1));
  await page.unrouteAll({ behavior: 'wait' });

  await reloaded();
  await expect(button()).toHaveAttribute('aria-pressed', 'true');
  await expect(count()).toContainText(String(before + 1));
  expect(answers.sent(), 'one vote was sent').toBe(1);
}

test.describe('a double-clicked vote', () => {
  test("a double-click on a review's 'Helpful' sends one like, and the page agrees with the server after a reload", async ({ page }) => {
    await signedInCustomer(page, 'review-double');
    const ownVotes = () => page.waitForResponse((response) => sentOperationOf(response.request())?.operationName === 'ViewerReviewVotesQuery');
    const loaded = ownVotes();
    await page.goto('/traveller-reviews');
    await loaded;
    const card = () => page.getByTestId('review-card').first();
    const like = () => card().getByRole('button', { name: /^Helpful/ });
    await expect(like()).toHaveAttribute('aria-pressed', 'false');
    await doubleClickVote(page, 'voteReviewMutation', like, () => card().getByTestId('review-likes'), async () => {
      const again = ownVotes();
      await page.reload();
      await again;
    });
  });

  test("a double-click on an FAQ's 'Yes' sends one vote, and the page agrees with the server after a reload", async ({ page }) => {
    type Groups = { faqs: { groups: { faqs: { title: string }[] }[] } };
    const { faqs } = await graphqlData<Groups>(gatewayUrl, '{ faqs(type: GENERAL, id: "all") { groups { faqs { title } } } }');
    const title = faqs.groups[0]!.faqs.at(-1)!.title;
    await signedInCustomer(page, 'faq-double');
    const viewerAnswer = () => nextResponseWithBody(page, (url) => url.includes('/api/graphql'), (body) => body.includes('isPending'));
    const openQuestion = async (load: () => Promise<unknown>) => {
      const loaded = viewerAnswer();
      await load();
      await loaded;
      await page.locator('details').filter({ has: page.locator('summary', { hasText: title }) }).locator('summary').click();
    };
    await openQuestion(() => page.goto('/faqs'));
    const yes = () => page.locator('details[open]').filter({ has: page.locator('summary', { hasText: title }) }).getByRole('button', { name: /^Yes/ });
    await expect(yes()).toHaveAttribute('aria-pressed', 'false');
    await doubleClickVote(page, 'FaqVoteButtonsMutation', yes, yes, () => openQuestion(() => page.reload()));
  });
});

type GroupOrder = { id: string; internalId: string };
type OrganisedGroupOrder = GroupOrder & { cancel: () => Promise<void> };

/** An organiser's group order (through the gateway) with one share of 2 places for `member`. */
async function groupOrderFor(member: Customer, title: string): Promise<OrganisedGroupOrder> {
  const organiser = await newCustomer('feedback-organiser');
  const pkg = await bookablePackage('varanasi-bodhgaya-tour');
  const departure = pkg.departures.filter((candidate) => candidate.status !== 'SOLD_OUT' && candidate.seatsLeft >= 4).at(-1);
  if (!departure) throw new Error(`${pkg.title} has no departure with 4 seats`);
  const { createGroupOrder } = await asCustomer<{ createGroupOrder: { groupOrder: GroupOrder | null; userErrors: unknown[] } }>(
    organiser,
    'mutation ($input: CreateGroupOrderInput!) { createGroupOrder(input: $input) { groupOrder { id internalId } userErrors { message } } }',
    { input: { title, packageId: pkg.id, date: departure.date, members: [{ contact: `+91${member.mobile}`, persons: 2 }] } },
  );
  expect(createGroupOrder.groupOrder, JSON.stringify(createGroupOrder.userErrors)).not.toBeNull();
  const group = createGroupOrder.groupOrder!;
  return Object.assign(group, {
    cancel: async () => {
      const { cancelGroupOrder } = await asCustomer<{ cancelGroupOrder: { userErrors: unknown[] } }>(
        organiser,
        'mutation ($input: CancelGroupOrderInput!) { cancelGroupOrder(input: $input) { userErrors { message } } }',
        { input: { groupOrderId: group.id } },
      );
      expect(cancelGroupOrder.userErrors).toEqual([]);
    },
  });
}

test.describe('a group order share', () => {
  test("the 'Pay' refusal for missing travellers goes once the travellers are saved", async ({ page }) => {
    test.slow(); // three accounts and the group order's page
    const member = await newCustomer('feedback-member');
    await saveTraveller(member, 'Lata', 'Menon', '1970-03-14');
    await saveTraveller(member, 'Hari', 'Menon', '1968-07-02');
    const group = await groupOrderFor(member, 'E2E feedback yatris');
    await Promise.all([page.waitForResponse('**/api/auth/session'), page.goto('/')]);
    await signInBrowser(page, member);
    await page.goto(`/group-orders/${group.internalId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'E2E feedback yatris' })).toBeVisible();

    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Add 2 travellers to your share before paying' });
    await expect(refusal).toBeVisible();
    await page.getByRole('checkbox', { name: 'Lata Menon' }).check();
    await page.getByRole('checkbox', { name: 'Hari Menon' }).check();
    await page.getByRole('button', { name: 'Save travellers' }).click();
    await expect(page.getByText(/^Hari Menon \(Adult\): ₹/)).toBeVisible();
    await expect(refusal).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
  });

  test('a member pressing Pay on a group order the organiser has just cancelled sees the cancelled order, owing nothing', async ({ page }) => {
    test.slow(); // two accounts and the group order's page
    const member = await newCustomer('feedback-cancelled');
    const group = await groupOrderFor(member, 'E2E cancelled yatris');
    await Promise.all([page.waitForResponse('**/api/auth/session'), page.goto('/')]);
    await signInBrowser(page, member);
    await page.goto(`/group-orders/${group.internalId}`);
    const shares = page.getByTestId('group-shares');
    await expect(shares.getByRole('cell', { name: 'Unpaid' })).toHaveCount(1);
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await expect(pay).toBeVisible();

    await group.cancel();
    await pay.click();
    // The refusal reads the group order again: the page is the cancelled one, nothing is still due.
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(shares.getByRole('cell', { name: 'Cancelled' })).toHaveCount(1);
    await expect(pay).toHaveCount(0);
    const amounts = page.getByRole('region', { name: 'Shares' });
    await expect(amounts.getByText('Still due')).toHaveCount(0);
    await expect(amounts.getByText('Cancelled, nothing is due')).toBeVisible();
    await expect(amounts.getByRole('definition').filter({ hasText: '₹0' })).toHaveCount(1);
  });
});

test.describe('the KYC section', () => {
  test("'Save photo' says the photo is saved, and 'No KYC document yet.' is plain text, not a live region", async ({ page }) => {
    await signedInCustomer(page, 'kyc-feedback');
    await page.goto('/profile#kyc');
    const kyc = page.locator('section#kyc');
    const noDocument = kyc.getByText('No KYC document yet.');
    await expect(noDocument).toBeVisible();
    expect(await noDocument.evaluate((element) => element.closest('[role="status"], [role="alert"], [role="log"], [aria-live]') === null)).toBe(true);

    const photo = kyc.getByRole('form', { name: 'Profile photo' });
    await photo.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_8X8 });
    await photo.getByRole('button', { name: 'Save photo' }).click();
    await expect(toastWith(page, 'Profile photo saved')).toBeVisible();
    await expect(photo.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
  });
});
