import { expect, test } from '@playwright/test';
import {
  banner,
  createUser,
  expectSignedInAsGuest,
  openSignUp,
  popup,
  signOut,
  testPassword,
  toastWith,
  typeOtp,
  uniqueEmail,
  uniqueMobile,
} from '../support/auth-popup.ts';
import { indianMobile, latestOtp } from '../support/outbox.ts';

test.describe('sign-up popup', () => {
  test('signs up, verifies the OTP, is signed in as Guest and signs out', async ({ page }) => {
    const mobile = uniqueMobile();
    const dialog = await openSignUp(page);
    await expect(dialog.getByRole('heading', { name: /^Welcome to/ })).toBeVisible();
    await expect(dialog.getByText('Please enter your mobile number to receive a verification code')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Country code: India +91' })).toBeVisible();

    await dialog.getByLabel('E-mail').fill(uniqueEmail('signup', mobile));
    await dialog.getByLabel('Mobile').fill(mobile);
    await dialog.getByLabel('Password', { exact: true }).fill(testPassword);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    await expect(toastWith(page, 'OTP has been sent to the mobile for verify')).toBeVisible();
    const otpStep = popup(page, 'Enter OTP');
    await expect(otpStep.getByText(`+91 ${mobile}`)).toBeVisible();
    await expect(otpStep.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
    await typeOtp(otpStep, await latestOtp(indianMobile(mobile)));
    await otpStep.getByRole('button', { name: 'Submit' }).click();

    await expectSignedInAsGuest(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await signOut(page);
  });

  test('the edit icon returns to the form with what was typed', async ({ page }) => {
    const mobile = uniqueMobile();
    const email = uniqueEmail('signup-edit', mobile);
    const dialog = await openSignUp(page);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Mobile').fill(mobile);
    await dialog.getByLabel('Password', { exact: true }).fill(testPassword);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    const otpStep = popup(page, 'Enter OTP');
    await otpStep.getByRole('button', { name: 'Edit mobile number' }).click();
    const form = popup(page, 'Create Account');
    await expect(form.getByLabel('E-mail')).toHaveValue(email);
    await expect(form.getByLabel('Mobile')).toHaveValue(mobile);
  });

  test("'Edit mobile number', then Sign Up again within the resend gap: back to the OTP step counting down the wait, and the first code signs up", async ({
    page,
  }) => {
    const mobile = uniqueMobile();
    const dialog = await openSignUp(page);
    await dialog.getByLabel('E-mail').fill(uniqueEmail('signup-again', mobile));
    await dialog.getByLabel('Mobile').fill(mobile);
    await dialog.getByLabel('Password', { exact: true }).fill(testPassword);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    const otpStep = popup(page, 'Enter OTP');
    await otpStep.getByRole('button', { name: 'Edit mobile number' }).click();

    await popup(page, 'Create Account').getByRole('button', { name: 'Sign Up' }).click();
    // The server's words stay the toast (spec §8); the code sent under a minute ago is still the one to type.
    const wait = page.locator('[data-toaster] [data-toast-kind]').filter({ hasText: /^Please wait \d+ seconds? before requesting a new OTP/ });
    await expect(wait).toBeVisible();
    const seconds = Number(/\d+/.exec((await wait.textContent()) ?? '')?.[0]);
    await expect(otpStep.getByText(`+91 ${mobile}`)).toBeVisible();
    const resend = otpStep.getByRole('button', { name: /^Resend OTP in 00:\d\d$/ });
    await expect(resend).toBeDisabled();
    const shown = Number(/(\d\d)$/.exec((await resend.textContent()) ?? '')?.[1]);
    expect(shown).toBeLessThanOrEqual(seconds);
    expect(shown).toBeGreaterThanOrEqual(seconds - 3);

    await typeOtp(otpStep, await latestOtp(indianMobile(mobile)));
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    await expectSignedInAsGuest(page);
    await signOut(page);
  });

  test('a wrong OTP shows Invalid OTP and keeps the step', async ({ page }) => {
    const mobile = uniqueMobile();
    const dialog = await openSignUp(page);
    await dialog.getByLabel('E-mail').fill(uniqueEmail('signup-wrong', mobile));
    await dialog.getByLabel('Mobile').fill(mobile);
    await dialog.getByLabel('Password', { exact: true }).fill(testPassword);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    const otpStep = popup(page, 'Enter OTP');
    const code = await latestOtp(indianMobile(mobile));
    await typeOtp(otpStep, code === '0000' ? '1111' : '0000');
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    await expect(otpStep.getByText('Invalid OTP', { exact: true })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('an e-mail that is already registered shows the server message as a toast', async ({ page }) => {
    const mobile = uniqueMobile();
    const email = uniqueEmail('signup-taken', mobile);
    await createUser(mobile, email);
    const dialog = await openSignUp(page);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Mobile').fill(uniqueMobile());
    await dialog.getByLabel('Password', { exact: true }).fill(testPassword);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toastWith(page, 'E-mail is already registered')).toBeVisible();
    await expect(popup(page, 'Create Account')).toBeVisible();
  });

  test('Login In switches to the login popup, Create Account back, and focus returns to Sign In', async ({ page }) => {
    const dialog = await openSignUp(page);
    await dialog.getByRole('button', { name: 'Login In' }).click();
    const login = popup(page, 'Login');
    await expect(login).toBeVisible();
    await expect(popup(page, 'Create Account')).toHaveCount(0);
    await login.getByRole('button', { name: 'Create Account' }).click();
    await expect(popup(page, 'Create Account')).toBeVisible();
    await expect(popup(page, 'Create Account').getByLabel('E-mail')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeFocused();
  });

  test('the country picker is searchable by keyboard', async ({ page }) => {
    const dialog = await openSignUp(page);
    await dialog.getByRole('button', { name: 'Country code: India +91' }).click();
    const search = dialog.getByRole('combobox', { name: 'Search country' });
    await expect(search).toBeFocused();
    await search.fill('nep');
    await expect(dialog.getByRole('option')).toHaveText(['Nepal+977']);
    await search.press('Enter');
    const trigger = dialog.getByRole('button', { name: 'Country code: Nepal +977' });
    await expect(trigger).toBeFocused();

    await trigger.press('Enter');
    await dialog.getByRole('combobox', { name: 'Search country' }).press('Escape');
    await expect(dialog.getByRole('listbox')).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });
});
