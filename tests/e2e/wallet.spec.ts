/**
 * The wallet (issue 13) in /profile#wallet, as the seeded `wallet@example.com` (api/README.md "Seeded test
 * accounts"): balances, the transactions 5 at a time and by date range, then 'Pay from wallet' on the booking with
 * a balance due — confirm dialog, amount rules, result — and after a reload the wallet and the booking agree.
 */
import { expect, test, type Page } from '@playwright/test';
import { openLogin, popup } from '../support/auth-popup.ts';
import { axeViolations } from '../support/axe.ts';
import { moneyLabel } from '../support/commerce.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

const REFERENCE = 'PT-2026-900130';
const paiseOf = (label: string) => Math.round(Number(label.replace(/[₹,\s]/g, '')) * 100);
/** A day `daysAgo` days before today in India, `YYYY-MM-DD`. */
const dayInIndia = (daysAgo: number) => new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function signInAsWalletUser(page: Page) {
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Login with Password' }).click();
  await login.getByLabel('E-mail').fill('wallet@example.com');
  await login.getByLabel('Password', { exact: true }).fill('Yatra@2026');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('wallet', () => {
  test('pays a pending balance from the wallet in the profile; after a reload the balance and the booking are updated', async ({ page, context }) => {
    test.slow(); // sign-in, two pages of the profile and the payment: longer than the default 30 s on a busy machine
    await keepTimedPopupsClosed(context);
    await signInAsWalletUser(page);
    await page.goto('/profile#wallet');
    const section = page.locator('section#wallet');
    await expect(section.getByTestId('reward-balance')).toHaveText('₹2,500');
    const before = paiseOf((await section.getByTestId('wallet-balance').textContent()) ?? '');
    expect(before).toBeGreaterThanOrEqual(500_000);

    // 5 at a time, then the rest; the seeded credits of 30 to 90 days ago by date range.
    const transactions = section.getByTestId('wallet-transaction');
    await expect(transactions).toHaveCount(5);
    await section.getByRole('button', { name: 'Load more' }).click();
    // The whole list is in before the filter: 'Clear' then shows it again from the store.
    await expect(section.getByText('Showing 6 of 6 transactions')).toBeVisible();
    await section.getByLabel('From', { exact: true }).fill(dayInIndia(95));
    await section.getByLabel('To', { exact: true }).fill(dayInIndia(25));
    await section.getByRole('button', { name: 'Apply' }).click();
    await expect(section.getByText('Showing 3 of 3 transactions')).toBeVisible();
    await expect(transactions.first()).toContainText('Refund of a cancelled add-on');
    await section.getByRole('button', { name: 'Clear' }).click();
    await expect(section.getByText('Showing 6 of 6 transactions')).toBeVisible();
    expect(await axeViolations(page, 'section#wallet')).toEqual([]);

    const booking = section.getByTestId('wallet-orders').getByRole('listitem').filter({ hasText: REFERENCE });
    const due = paiseOf((await booking.locator('strong').textContent()) ?? '');
    const dialog = popup(page, 'Pay from wallet');
    await actUntilVisible(dialog, () => booking.getByRole('button', { name: `Pay from wallet for booking ${REFERENCE}` }).click(retryableClick));
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(String(Math.min(due, before) / 100));
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await booking.getByRole('button', { name: /^Pay from wallet/ }).click();
    await dialog.getByLabel('Amount (₹)').fill(String(before / 100 + 1));
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(dialog.getByText('Your wallet balance is not enough')).toBeVisible();
    await dialog.getByLabel('Amount (₹)').fill('5000');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    const result = dialog.getByTestId('wallet-paid');
    await expect(result).toContainText(`Paid ₹5,000 from your wallet towards booking ${REFERENCE}.`);
    await expect(result).toContainText(`Balance due now: ${moneyLabel(due - 500_000)} · Wallet balance: ${moneyLabel(before - 500_000)}`);
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(section.getByTestId('wallet-balance')).toHaveText(moneyLabel(before - 500_000));

    await page.reload();
    await expect(section.getByTestId('wallet-balance')).toHaveText(moneyLabel(before - 500_000));
    await expect(booking).toContainText(`Balance due ${moneyLabel(due - 500_000)}`);
    await expect(transactions.first()).toContainText('Paid towards a booking');
    await expect(transactions.first()).toContainText(`Booking ${REFERENCE}`);
    await expect(transactions.first()).toContainText(`-${moneyLabel(500_000)}`);
    await expect(page.locator('section#booking').getByTestId('order').filter({ hasText: REFERENCE })).toContainText(`Balance due ${moneyLabel(due - 500_000)}`);
  });
});
