import { expect, test, type Page } from '@playwright/test';
import {
  createUser,
  expectSignedInAsGuest,
  openLogin,
  popup,
  signOut,
  typeOtp,
  uniqueEmail,
  uniqueMobile,
} from '../support/auth-popup.ts';
import { latestOtp, outboxCount } from '../support/outbox.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

const newPassword = 'Darshan@2026';

/** Opens the reset path and asks for the e-mail OTP; returns the 'Reset Password' dialog. */
async function requestResetOtp(page: Page, email: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Login with Password' }).click();
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  const reset = popup(page, 'Reset Password');
  await reset.getByLabel('E-mail').fill(email);
  await reset.getByRole('button', { name: 'Send OTP' }).click();
  await expect(reset.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeVisible();
  await expect(reset.getByText(email)).toBeVisible();
  return reset;
}

// Long tests: the promo (30 s) and newsletter (60 s) popups must not open over what they check.
test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

test.describe('password reset', () => {
  test('resets the password by e-mail OTP, is signed in, and signs in again with the new password', async ({ page }) => {
    test.setTimeout(60_000);
    const mobile = uniqueMobile();
    const email = uniqueEmail('reset', mobile);
    await createUser(mobile, email);

    const reset = await requestResetOtp(page, email);
    await typeOtp(reset, await latestOtp(email));
    await reset.getByRole('button', { name: 'Submit' }).click();

    const setPassword = popup(page, 'Set New Password');
    await expect(setPassword).toBeVisible();
    await setPassword.getByLabel('New Password', { exact: true }).fill(newPassword);
    await setPassword.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await setPassword.getByRole('button', { name: 'Submit' }).click();

    await expectSignedInAsGuest(page);
    await signOut(page);

    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Login with Password' }).click();
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await expectSignedInAsGuest(page);
  });

  test('each new-password field has its own show/hide toggle', async ({ page }) => {
    const mobile = uniqueMobile();
    const email = uniqueEmail('reset-toggle', mobile);
    await createUser(mobile, email);
    const reset = await requestResetOtp(page, email);
    await typeOtp(reset, await latestOtp(email));
    await reset.getByRole('button', { name: 'Submit' }).click();

    const setPassword = popup(page, 'Set New Password');
    const toggles = setPassword.getByRole('button', { name: 'Show password' });
    await expect(toggles).toHaveCount(2);
    await toggles.first().click();
    await expect(setPassword.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(setPassword.getByLabel('Confirm Password', { exact: true })).toHaveAttribute('type', 'password');
  });

  test('a wrong e-mail OTP shows Invalid OTP', async ({ page }) => {
    const mobile = uniqueMobile();
    const email = uniqueEmail('reset-wrong', mobile);
    await createUser(mobile, email);
    const reset = await requestResetOtp(page, email);
    const code = await latestOtp(email);
    await typeOtp(reset, code === '0000' ? '1111' : '0000');
    await reset.getByRole('button', { name: 'Submit' }).click();
    await expect(reset.getByText('Invalid OTP', { exact: true })).toBeVisible();
  });

  test('an unknown e-mail gets the same answer as a known one, and no e-mail is sent', async ({ page }) => {
    const email = `nobody-${Date.now()}@example.com`;
    const reset = await requestResetOtp(page, email);
    await expect(reset.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeVisible();
    expect(await outboxCount(email)).toBe(0);
  });

  test('an e-mail the account has not confirmed cannot reset the password (nothing is sent)', async ({ page }) => {
    const mobile = uniqueMobile();
    const email = uniqueEmail('reset-unconfirmed', mobile);
    await createUser(mobile, email, undefined, { confirmEmail: false });
    await requestResetOtp(page, email);
    expect(await outboxCount(email)).toBe(0);
  });
});
