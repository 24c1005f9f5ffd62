import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/auth-popup.ts';
import { axeViolations } from '../support/axe.ts';
import { asCustomer, bookablePackage, fillCart, newCustomer, openDeparture, saveTraveller, signInBrowser, SOLD_OUT_PACKAGE_SLUG } from '../support/booking.ts';
import { outboxMessages } from '../support/outbox.ts';

const GIFT_CARD_CODE = /GIFT(-[0-9A-Z]{4}){4}/;

/** On the test provider's page, presses Success and waits for the return page `returnPath`. */
async function payOnProviderPage(page: Page, returnPath: RegExp): Promise<void> {
  await page.waitForURL(/\/payment-provider\/test\//);
  await page.getByRole('button', { name: /^Success/ }).click();
  await page.waitForURL(returnPath);
}

test.describe('gift cards', () => {
  test('buy a card (test provider Success), read its code from the outbox, redeem it at check-out and pay the rest', async ({ page }) => {
    test.setTimeout(90_000); // a sign-up, two provider round trips and two axe scans
    const buyer = await newCustomer('gift-buyer');
    const recipient = uniqueEmail('gift-recipient', buyer.mobile);
    await signInBrowser(page, buyer);
    await page.goto('/profile#giftCards');
    await page.getByRole('button', { name: 'Buy a gift card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy a gift card' });
    await dialog.getByLabel('Amount (₹500 to ₹1,00,000)').fill('400');
    await dialog.getByLabel("Recipient's name").fill('Meera Iyer');
    await dialog.getByLabel("Recipient's e-mail").fill(recipient);
    await dialog.getByRole('button', { name: 'Buy and pay' }).click();
    await expect(dialog.getByText('Enter an amount from ₹500 to ₹1,00,000 in whole rupees')).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByLabel('Amount (₹500 to ₹1,00,000)').fill('5000');
    await dialog.getByLabel('Message (optional)').fill('Har Har Mahadev!');
    await dialog.getByRole('button', { name: 'Buy and pay' }).click();
    await payOnProviderPage(page, /\/profile\/gift-cards\/payment\?/);

    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const shown = await page.getByTestId('gift-card-code').textContent();
    const [mail] = await outboxMessages(recipient);
    const code = GIFT_CARD_CODE.exec(mail?.body ?? '')?.[0];
    expect(code).toBe(shown);

    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    await fillCart(buyer, { packageId: pkg.id, date: openDeparture(pkg).date, travellerIds: [await saveTraveller(buyer, 'Uma', 'Iyer', '1965-11-02')] });
    await page.goto('/check-out');
    await page.getByLabel('Gift card code').fill(code!.toLowerCase());
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByTestId('applied-gift-card')).toHaveText(code!);
    await expect(page.getByTestId('gift-card-remaining')).toHaveText('The card is used up by this booking.');
    await expect(page.getByTestId('price-gift-card')).toHaveText('−₹5,000');
    expect(await axeViolations(page, 'main')).toEqual([]);
    const { viewer } = await asCustomer<{ viewer: { cart: { amountDue: { label: string } } } }>(buyer, '{ viewer { cart { amountDue { label } } } }');
    await expect(page.getByTestId('price-amount-due')).toHaveText(viewer.cart.amountDue.label);
    // The status line says what the page shows as the amount to pay, not the total before the card.
    await expect(page.getByRole('region', { name: 'Price' }).getByRole('status')).toHaveText(`To pay ${viewer.cart.amountDue.label}`);
    await page.getByRole('button', { name: `Pay ${viewer.cart.amountDue.label}` }).click();
    await payOnProviderPage(page, /\/check-out\/payment\?/);

    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByTestId('amount-paid')).toHaveText(viewer.cart.amountDue.label);
    await expect(page.getByTestId('balance-due')).toHaveText('₹0');
    await page.goto('/profile#giftCards');
    await expect(page.getByRole('list', { name: 'Sent gift cards' }).getByTestId('gift-card-balance')).toHaveText('₹0');
  });

  test('keyboard: Enter on Redeem with an unknown code shows the error and keeps focus on Redeem', async ({ page }) => {
    const customer = await newCustomer('gift-bad-code');
    const pkg = await bookablePackage('varanasi-tour-package');
    await fillCart(customer, { packageId: pkg.id, date: openDeparture(pkg).date, travellerIds: [await saveTraveller(customer, 'Uma', 'Iyer', '1965-11-02')] });
    await signInBrowser(page, customer);
    await page.goto('/check-out');
    await page.getByLabel('Gift card code').focus();
    await page.keyboard.type('GIFT-0000-0000-0000-0000');
    await page.keyboard.press('Tab');
    const redeem = page.getByRole('button', { name: 'Redeem' });
    await expect(redeem).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByText('Invalid gift card code')).toBeVisible();
    await expect(redeem).toBeFocused();
  });

  test('a card larger than the booking keeps its remainder, shown at check-out', async ({ page }) => {
    test.setTimeout(60_000); // a sign-up and a provider round trip
    const buyer = await newCustomer('gift-partial');
    const { buyGiftCard } = await asCustomer<{ buyGiftCard: { giftCard: { id: string } } }>(
      buyer,
      'mutation ($input: BuyGiftCardInput!) { buyGiftCard(input: $input) { giftCard { id } } }',
      { input: { amount: 10_000_000, recipientName: 'Self', recipientEmail: buyer.email } },
    );
    await signInBrowser(page, buyer);
    await page.goto('/profile#giftCards');
    await page.getByRole('button', { name: 'Pay ₹1,00,000' }).click();
    await payOnProviderPage(page, /\/profile\/gift-cards\/payment\?/);
    const code = await page.getByTestId('gift-card-code').textContent();
    expect(buyGiftCard.giftCard.id).toBeTruthy();

    const pkg = await bookablePackage('varanasi-tour-package');
    await fillCart(buyer, { packageId: pkg.id, date: openDeparture(pkg).date, travellerIds: [await saveTraveller(buyer, 'Uma', 'Iyer', '1965-11-02')] });
    await page.goto('/check-out');
    await page.getByLabel('Gift card code').fill(code!);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByTestId('gift-card-remaining')).toHaveText(/^₹[\d,.]+ stays on the card\.$/);
    await expect(page.getByTestId('price-amount-due')).toHaveText('₹1');
    await expect(page.getByRole('region', { name: 'Price' }).getByRole('status')).toHaveText('To pay ₹1');
    await expect(page.getByRole('button', { name: 'Pay ₹1' })).toBeVisible();
  });
});
