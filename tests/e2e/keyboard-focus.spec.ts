import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLogin, typeOtp } from '../support/auth-popup.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { indianMobile, latestOtp } from '../support/outbox.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

/**
 * Keyboard and screen-reader focus around the popups and Back to top: a step that replaces the focused control
 * moves focus into the dialog (never to <body>), Escape closes the open dialog wherever focus is, the OTP step's
 * error is an alert, a popup adds no banner landmark, and Back to top leaves focus at the top of the page.
 */

const SUPPORT_TITLE = 'Pilgrim Yatra Support';
const CALL_THANK_YOU = 'Thank you! Our agent will call you shortly.';
const PHONE_LABEL = 'Enter your mobile No.';
const PRICE_PACKAGE = { title: 'Sri Lanka Family Holiday with Ramayana Sites', path: '/sri-lanka/sri-lanka-family-holiday' };

let sequence = 0;
/** A valid Indian mobile of this spec's own range (84…), unique in the run. */
function mobileNumber(): string {
  sequence = (sequence + 1) % 10;
  return `84${String(Date.now() * 10 + sequence).slice(-8)}`;
}

const callButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Call 24\/7 support/ });

/** True when the focused element is inside the open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

async function openCallPopup(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: SUPPORT_TITLE });
  await actUntilVisible(dialog, () => callButton(page).click(retryableClick));
  return dialog;
}

/** A code other than `code` (the outbox's), to be refused. */
const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

test.describe('keyboard focus in the lead popups', () => {
  test('get-a-call: the OTP error is an alert; the thank-you takes focus and Escape closes it, also when a verified number skips the OTP', async ({ page }) => {
    const mobile = mobileNumber();
    // The 8 s thank-you stays until the clock is moved.
    await page.clock.install();
    await page.goto('/');
    let dialog = await openCallPopup(page);

    // A control that handles Escape itself still keeps the dialog open.
    await dialog.getByRole('button', { name: 'Country code: India +91' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Search country' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('combobox', { name: 'Search country' })).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel(PHONE_LABEL).fill(mobile);
    await page.keyboard.press('Enter');
    const otpStep = page.getByRole('dialog', { name: 'Verify With OTP' });
    await expect(otpStep.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
    const code = await latestOtp(indianMobile(mobile));

    await typeOtp(otpStep, wrongCode(code));
    await page.keyboard.press('Enter');
    await expect(otpStep.getByRole('alert')).toHaveText('Invalid OTP');
    expect(await focusInDialog(page)).toBe(true);

    await typeOtp(otpStep, code);
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: SUPPORT_TITLE });
    const thanks = dialog.getByRole('status').filter({ hasText: CALL_THANK_YOU });
    await expect(thanks).toBeFocused();
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(callButton(page)).toBeFocused();

    // The number is verified now: Submit goes straight to the thank-you.
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: SUPPORT_TITLE });
    await expect(dialog.getByLabel(PHONE_LABEL)).toBeFocused();
    await dialog.getByLabel(PHONE_LABEL).fill(mobile);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status').filter({ hasText: CALL_THANK_YOU })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('request price: an incomplete OTP is an alert; THANK YOU! takes focus and Escape closes it before the 3 s', async ({ page }) => {
    const mobile = mobileNumber();
    await page.clock.install();
    await page.goto(PRICE_PACKAGE.path);
    const dialog = page.getByRole('dialog', { name: PRICE_PACKAGE.title });
    await actUntilVisible(dialog, () =>
      page.getByRole('main').getByRole('button', { name: `Request Price for ${PRICE_PACKAGE.title}` }).click(retryableClick),
    );
    await dialog.getByLabel('Name').fill('Asha Verma');
    await dialog.getByLabel('E-mail').fill(`focus-${mobile}@example.com`);
    await dialog.getByLabel('Mobile').fill(mobile);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
    const code = await latestOtp(indianMobile(mobile));

    await typeOtp(dialog, code.slice(0, 2));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Please Enter OTP');

    await typeOtp(dialog, code);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status').filter({ hasText: 'THANK YOU!' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(PRICE_PACKAGE.path);
  });

  test('a popup adds no banner landmark: the page keeps its one header', async ({ page }) => {
    const dialog = await openLogin(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(dialog.getByRole('banner')).toHaveCount(0);
  });
});

test.describe('Back to top', () => {
  test('from the keyboard it leaves focus on the skip link at the top; from a click on <main>', async ({ page }) => {
    await page.goto('/');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(backToTop).toBeVisible();

    await backToTop.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    // The next Tab goes on from the top of the page: to a control before the main content.
    await page.keyboard.press('Tab');
    const beforeMain = () =>
      page.evaluate(() => {
        const main = document.getElementById('main');
        const active = document.activeElement;
        return Boolean(main && active && active !== document.body && active.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
    expect(await beforeMain()).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 800));
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('client-side navigation', () => {
  const PACKAGE = { title: 'Adi Kailash Yatra from Delhi', path: '/adi-kailash/adi-kailash-yatra-from-delhi' };
  /** True once React has hydrated `link` (its props are on the element): a click before that loads a whole page. */
  const hydrated = (link: Locator) => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));
  /** True when focus is inside <main>, after its h1 in document order. */
  const focusAfterHeading = (page: Page) =>
    page.evaluate(() => {
      const heading = document.querySelector('main h1');
      const active = document.activeElement;
      return Boolean(heading && active?.closest('main') && heading.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
    });

  test("a Link moves focus to the new page's h1 (not on the first load), Tab goes on from there, and so does Back", async ({ page }) => {
    await page.goto(PACKAGE.path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(PACKAGE.title);
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Adi Kailash', exact: true });
    await expect.poll(() => hydrated(crumb)).toBe(true);
    // The first load leaves focus where the browser puts it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await crumb.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/package\/adi-kailash$/);
    await expect(heading).not.toHaveText(PACKAGE.title);
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAttribute('tabindex', '-1');
    // A client-side navigation (the page's window lived on), announced by its heading; Tab continues inside the page.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusAfterHeading(page)).toBe(true);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: PACKAGE.title })).toBeFocused();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});
