import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { asCustomer, bookablePackage, newCustomer, openDeparture, saveTraveller, signInBrowser, type Customer } from '../support/booking.ts';

/** A package of the Varanasi category with its own departures (not one other booking specs fill up). */
const GROUP_PACKAGE_SLUG = 'varanasi-bodhgaya-tour';
const GSTIN = '27AAPFU0939F1ZV';

type Created = { createGroupOrder: { groupOrder: { id: string; internalId: string } | null; userErrors: { message: string }[] } };

/** The organiser creates the group order through the gateway (REST `POST /group-orders`; the spec has no screen for it). */
async function createGroupOrder(organiser: Customer, memberMobile: string): Promise<{ id: string; internalId: string }> {
  const pkg = await bookablePackage(GROUP_PACKAGE_SLUG);
  const { viewer } = await asCustomer<{ viewer: { mobile: string } }>(organiser, '{ viewer { mobile } }');
  const { createGroupOrder: created } = await asCustomer<Created>(
    organiser,
    'mutation ($input: CreateGroupOrderInput!) { createGroupOrder(input: $input) { groupOrder { id internalId } userErrors { message } } }',
    {
      input: {
        title: 'E2E temple friends',
        packageId: pkg.id,
        date: openDeparture(pkg, 4).date,
        members: [{ contact: viewer.mobile, persons: 1 }, { contact: `+91${memberMobile}`, persons: 1 }, { contact: 'e2e-friend@example.com', persons: 2 }],
      },
    },
  );
  if (!created.groupOrder) throw new Error(`createGroupOrder failed: ${JSON.stringify(created.userErrors)}`);
  return created.groupOrder;
}

/** WCAG 2.1 A and AA violations inside the page's main landmark. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('main').analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

const memberRow = (page: Page, name: RegExp) => page.getByTestId('group-shares').getByRole('row', { name });

test('an organiser creates a group order, a member pays their share, the organiser sees it paid', async ({ page }) => {
  test.setTimeout(90_000); // two sign-ups, a payment through the provider's page and an axe scan
  const organiser = await newCustomer('group-organiser');
  const member = await newCustomer('group-member');
  await saveTraveller(member, 'Lata', 'Menon', '1970-03-14');
  const group = await createGroupOrder(organiser, member.mobile);

  await signInBrowser(page, member);
  await page.goto('/profile#groupOrders');
  const section = page.getByRole('region', { name: 'Group Orders' });
  await expect(section.getByRole('heading', { name: 'E2E temple friends' })).toBeVisible();
  await expect(section.getByText('0 of 3 shares paid', { exact: false })).toBeVisible();
  await section.getByRole('link', { name: 'View E2E temple friends' }).click();

  await expect(page).toHaveURL(`/group-orders/${group.internalId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E temple friends' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Lata Menon' }).check();
  await page.getByRole('button', { name: 'Save travellers' }).click();
  await expect(page.getByText(/^Lata Menon \(Adult\): ₹/)).toBeVisible();
  await page.getByLabel('GST number').fill(GSTIN);
  await page.getByLabel('Company name').fill('Menon Trust');
  await page.getByRole('button', { name: 'Save GST details' }).click();
  await expect(page.getByLabel('GST number')).toHaveValue(GSTIN);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  await page.waitForURL(/\/payment-provider\/test\//);
  await page.getByRole('button', { name: /^Success/ }).click();
  await page.waitForURL(/\/group-orders\/payment\?/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'View group order' }).click();
  await expect(page.getByText(/^Your share of ₹[\d,.]+ is paid\.$/)).toBeVisible();

  await page.context().clearCookies();
  await signInBrowser(page, organiser);
  await page.goto(`/group-orders/${group.internalId}`);
  await expect(page.getByText('1 of 3 shares paid')).toBeVisible();
  await expect(memberRow(page, new RegExp(member.mobile))).toContainText('Paid');
  await expect(page.getByTestId('group-shares').getByRole('cell', { name: 'Unpaid' })).toHaveCount(2);
});
