import { expect, test, type Locator } from '@playwright/test';
import {
  createUser,
  openLogin,
  openSignUp,
  popup,
  testPassword,
  typeOtp,
  uniqueEmail,
  uniqueMobile,
} from '../support/auth-popup.ts';
import { latestOtp } from '../support/outbox.ts';

/** The error shown for the field labelled `label` (its aria-describedby text). */
async function expectFieldError(dialog: Locator, label: string, message: string): Promise<void> {
  const field = dialog.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test.describe('form validation messages (spec §5)', () => {
  test('login by password: e-mail and password', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Login with Password' }).click();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectFieldError(dialog, 'E-mail', 'E-mail is required');
    await expectFieldError(dialog, 'Password', 'Password is required');

    await dialog.getByLabel('E-mail').fill('pilgrim@');
    await dialog.getByLabel('Password', { exact: true }).fill('123456');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectFieldError(dialog, 'E-mail', 'Invalid email address');
    await expectFieldError(dialog, 'Password', 'Password is required');
  });

  test('login phone: empty or invalid', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Request OTP' }).click();
    await expectFieldError(dialog, 'Mobile Number', 'Phone number must be required');
    await dialog.getByLabel('Mobile Number').fill('12345');
    await dialog.getByRole('button', { name: 'Request OTP' }).click();
    await expectFieldError(dialog, 'Mobile Number', 'Phone number must be required');
  });

  test('sign-up: e-mail, mobile and password', async ({ page }) => {
    const dialog = await openSignUp(page);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expectFieldError(dialog, 'E-mail', 'E-mail is required');
    await expectFieldError(dialog, 'Mobile', 'Phone no is required');
    await expectFieldError(dialog, 'Password', 'Password is required');

    await dialog.getByLabel('Password', { exact: true }).fill('abc123');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expectFieldError(dialog, 'Password', 'Password is required');
  });

  test('OTP: fewer than 4 digits', async ({ page }) => {
    const mobile = uniqueMobile();
    const dialog = await openSignUp(page);
    await dialog.getByLabel('E-mail').fill(uniqueEmail('validation-otp', mobile));
    await dialog.getByLabel('Mobile').fill(mobile);
    await dialog.getByLabel('Password', { exact: true }).fill(testPassword);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    const otpStep = popup(page, 'Enter OTP');
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    await expect(otpStep.getByText('Please Enter OTP', { exact: true })).toBeVisible();
    await typeOtp(otpStep, '12');
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    await expect(otpStep.getByText('Please Enter OTP', { exact: true })).toBeVisible();
    await expect(otpStep.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('new password: the five rules in order, then confirm', async ({ page }) => {
    const mobile = uniqueMobile();
    const email = uniqueEmail('validation-reset', mobile);
    await createUser(mobile, email);

    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Login with Password' }).click();
    await login.getByRole('button', { name: 'Reset Password' }).click();
    const reset = popup(page, 'Reset Password');
    await reset.getByRole('button', { name: 'Send OTP' }).click();
    await expectFieldError(reset, 'E-mail', 'E-mail is required');
    await reset.getByLabel('E-mail').fill(email);
    await reset.getByRole('button', { name: 'Send OTP' }).click();
    await typeOtp(reset, await latestOtp(email));
    await reset.getByRole('button', { name: 'Submit' }).click();

    const dialog = popup(page, 'Set New Password');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    const newPassword = dialog.getByLabel('New Password', { exact: true });
    const confirm = dialog.getByLabel('Confirm Password', { exact: true });

    await submit.click();
    await expectFieldError(dialog, 'New Password', 'New Password is required');
    await expectFieldError(dialog, 'Confirm Password', 'Confirm Password is required');

    const rules: [string, string][] = [
      ['Ab1@', 'Password must be at least 8 characters long'],
      ['12345678@', 'Password must contain at least one letter'],
      ['abcdefgh@', 'Password must contain at least one number'],
      ['abcdefg12', 'Password must contain at least one special character: @$!%*#?&'],
    ];
    for (const [value, message] of rules) {
      await newPassword.fill(value);
      await confirm.fill(value);
      await submit.click();
      await expectFieldError(dialog, 'New Password', message);
    }

    await newPassword.fill('abcdefg1@');
    await confirm.fill('abcdefg1#');
    await submit.click();
    await expectFieldError(dialog, 'Confirm Password', 'Passwords must match');
    await expect(newPassword).not.toHaveAttribute('aria-invalid', 'true');
  });
});
