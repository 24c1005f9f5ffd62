import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectSignedInAsGuest, openSignUp, popup, testPassword, toastWith, typeOtp, uniqueEmail } from '../support/auth-popup.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { indianMobile, latestOtp, latestOtpMessage, outboxCount } from '../support/outbox.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { overlayQuickEnquiry } from '../support/search-overlay.ts';

/**
 * Issue 9 "Done when": a visitor sends every kind of lead from one number — a call-back (its OTP proves the
 * number), then a price request, a footer enquiry, a quick enquiry from the search overlay and a Zoom sign-up (no
 * further SMS: the number is proven) — signs up with that number and finds them all in /profile#enquiry.
 */

const COMING_SOON = { title: 'Sri Lanka Family Holiday with Ramayana Sites', path: '/sri-lanka/sri-lanka-family-holiday' };
const THANK_YOU = 'Our travel advisor will get in touch with you shortly';

let sequence = 0;
/** A valid Indian mobile of this spec's own range (799…: every number of it is a mobile), unique in the run. */
function journeyMobile(): string {
  sequence = (sequence + 1) % 10;
  return `799${String(Date.now() * 10 + sequence).slice(-7)}`;
}

/** The first package the quick enquiry picker offers for 'yatra', chosen by keyboard. */
async function choosePackage(form: Locator): Promise<void> {
  const picker = form.getByRole('combobox', { name: 'Packages' });
  await picker.fill('yatra');
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(form.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await picker.press('Escape');
}

/** Fills the quick enquiry form (footer or overlay) for `mobile` and sends it. */
async function sendQuickEnquiry(form: Locator, mobile: string): Promise<void> {
  await form.getByLabel('Name').fill('Gauri Shankar');
  await form.getByLabel('E-mail').fill(`leads-${mobile}@example.com`);
  await form.getByLabel('Phone', { exact: true }).fill(mobile);
  await form.getByLabel('No. of Persons').selectOption('2');
  await choosePackage(form);
  await form.getByRole('button', { name: 'Submit' }).click();
}

/** The 3-second thank-you of an enquiry, then /thank-you with the toast 'Thank You'. */
async function expectThankYouThenPage(page: Page, where: Locator): Promise<void> {
  await expect(where.getByText('THANK YOU!')).toBeVisible();
  await expect(where.getByText(THANK_YOU)).toBeVisible();
  await page.clock.fastForward(3_000);
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(toastWith(page, 'Thank You')).toBeVisible();
}

test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

test('a visitor sends every kind of lead from one number, signs up with it and finds them all under My enquiries', async ({ page }) => {
  test.setTimeout(120_000); // five forms, a sign-up and the profile
  const mobile = journeyMobile();
  const e164 = indianMobile(mobile);
  await page.clock.install();

  // 1. Call-back from the header: the one OTP of the journey proves the number.
  await page.goto('/');
  const call = popup(page, 'Pilgrim Yatra Support');
  await actUntilVisible(call, () => page.getByRole('banner').getByRole('button', { name: /^Call 24\/7 support/ }).click(retryableClick));
  await call.getByLabel('Enter your mobile No.').fill(mobile);
  await call.getByRole('button', { name: 'Submit' }).click();
  const otpStep = popup(page, 'Verify With OTP');
  const callOtp = await latestOtpMessage(e164);
  await typeOtp(otpStep, callOtp.code);
  await otpStep.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you! Our agent will call you shortly.')).toBeVisible();
  await page.clock.fastForward(8_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 2. Request for price of a 'Coming Soon..' package: the proven number skips the OTP step.
  await page.goto(COMING_SOON.path);
  const price = popup(page, COMING_SOON.title);
  await actUntilVisible(price, () => page.getByRole('main').getByRole('button', { name: `Request Price for ${COMING_SOON.title}` }).click(retryableClick));
  await price.getByLabel('Name').fill('Gauri Shankar');
  await price.getByLabel('E-mail').fill(`leads-${mobile}@example.com`);
  await price.getByLabel('Mobile').fill(mobile);
  await price.getByRole('button', { name: 'Submit' }).click();
  await expectThankYouThenPage(page, price);

  // 3. The footer's enquiry form, on /thank-you itself.
  const footer = page.getByTestId('footer-enquiry');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByLabel('Name')).toBeVisible();
  await sendQuickEnquiry(footer, mobile);
  await expect(footer.getByText('THANK YOU!')).toBeVisible();
  await page.clock.fastForward(3_000);
  await expect(footer.getByLabel('Name')).toHaveValue('');

  // 4. The search overlay's quick enquiry (no query typed).
  await page.goto('/');
  const overlay = page.getByRole('dialog', { name: 'Search' });
  await actUntilVisible(overlay, () => page.locator('#site-search').click(retryableClick));
  const overlayForm = overlayQuickEnquiry(overlay);
  await expect(overlayForm.getByLabel('Name')).toBeVisible();
  await sendQuickEnquiry(overlayForm, mobile);
  await expect(page.getByText('THANK YOU!')).toBeVisible();
  await page.clock.fastForward(3_000);
  await expect(page).toHaveURL(/\/thank-you$/);

  // 5. A Zoom session sign-up from the KMY banner: confirmed at once, the join link e-mailed.
  await page.goto('/package/kailash-mansarovar');
  const zoom = popup(page, 'Join a free live Zoom session');
  await actUntilVisible(zoom, () => page.getByRole('button', { name: 'Join a free Zoom session' }).click(retryableClick));
  await zoom.getByLabel('First name').fill('Gauri');
  await zoom.getByLabel('Last name').fill('Shankar');
  await zoom.getByLabel('E-mail').fill(`zoom-${mobile}@example.com`);
  await zoom.getByLabel('Mobile').fill(mobile);
  await zoom.getByRole('button', { name: 'Register with OTP' }).click();
  await expect(page.getByText(/You are registered/)).toBeVisible();
  await expect.poll(() => outboxCount(`zoom-${mobile}@example.com`)).toBe(1);
  await page.keyboard.press('Escape');

  // One SMS for five leads: only the call-back's OTP.
  expect(await outboxCount(e164)).toBe(1);

  // 6. Sign up with the same number: every lead is the account's, verified, newest first.
  await page.goto('/');
  const form = await openSignUp(page);
  await form.getByLabel('E-mail').fill(uniqueEmail('leads', mobile));
  await form.getByLabel('Mobile').fill(mobile);
  await form.getByLabel('Password', { exact: true }).fill(testPassword);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  const signUpOtp = popup(page, 'Enter OTP');
  await typeOtp(signUpOtp, await latestOtp(e164, { after: callOtp.createdAt }));
  await signUpOtp.getByRole('button', { name: 'Submit' }).click();
  await expectSignedInAsGuest(page);

  await page.goto('/profile#enquiry');
  const enquiries = page.getByTestId('enquiry');
  await expect(enquiries).toHaveCount(5);
  await expect(enquiries.getByRole('heading')).toHaveText(['Zoom session sign-up', 'Quick enquiry', 'Enquiry', 'Price request', 'Call back request']);
  for (const enquiry of await enquiries.all()) await expect(enquiry).toContainText('(verified)');
  await expect(enquiries.nth(3)).toContainText(COMING_SOON.title);
});
