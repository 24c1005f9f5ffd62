import { expect, test, type Locator, type Page } from '@playwright/test';
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
import { settle } from '../support/page-tasks.ts';
import { sentOperationOf } from '../support/trusted-documents.ts';

/** The error shown for the field labelled `label` (its aria-describedby text). */
async function expectFieldError(dialog: Locator, label: string, message: string): Promise<void> {
  const field = dialog.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectNoFieldError(dialog: Locator, label: string): Promise<void> {
  const field = dialog.getByLabel(label, { exact: true });
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('');
}

/**
 * The calls a form submission makes, from now on: GraphQL mutations (by operation name) and next-auth
 * sign-in requests. The session poll (GET /api/auth/session) is left out: it runs on its own.
 */
function recordSubmissions(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/graphql') {
      // Queries go as GET, mutations as POST (web/src/relay/fetchGraphQL.ts).
      const sent = sentOperationOf(request);
      if (sent?.method === 'POST') calls.push(`mutation ${sent.operationName || '(anonymous)'}`);
    } else if (pathname.startsWith('/api/auth/') && pathname !== '/api/auth/session') {
      calls.push(`${request.method()} ${pathname}`);
    }
  });
  return calls;
}

/**
 * Submits a form whose only invalid field is `label` and checks it was refused in the browser: the
 * submit handler's failed validation moves focus to that field, the message is `message`, nothing is sent.
 */
async function expectRefusedSubmit(dialog: Locator, submit: string, label: string, message: string): Promise<void> {
  const sent = recordSubmissions(dialog.page());
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog.getByLabel(label, { exact: true })).toBeFocused();
  await expectFieldError(dialog, label, message);
  await settle(dialog.page());
  expect(sent).toEqual([]);
}

test.describe('form validation messages (spec §5)', () => {
  test('login by password: e-mail and password', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Login with Password' }).click();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expectFieldError(dialog, 'E-mail', 'E-mail is required');
    await expectFieldError(dialog, 'Password', 'Password is required');

    // Valid values clear both messages; then each invalid value brings its message back on its own.
    const email = dialog.getByLabel('E-mail');
    const password = dialog.getByLabel('Password', { exact: true });
    await email.fill('pilgrim@example.com');
    await password.fill('1234567');
    await expectNoFieldError(dialog, 'E-mail');
    await expectNoFieldError(dialog, 'Password');

    await email.fill('pilgrim@');
    await expectFieldError(dialog, 'E-mail', 'Invalid email address');
    await expectRefusedSubmit(dialog, 'Sign In', 'E-mail', 'Invalid email address');
    await expectNoFieldError(dialog, 'Password');

    await email.fill('pilgrim@example.com');
    await expectNoFieldError(dialog, 'E-mail');
    await password.fill('123456');
    await expectFieldError(dialog, 'Password', 'Password is required');
    await expectRefusedSubmit(dialog, 'Sign In', 'Password', 'Password is required');
    await expectNoFieldError(dialog, 'E-mail');
  });

  test('login phone: empty or invalid', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Request OTP' }).click();
    await expectFieldError(dialog, 'Mobile Number', 'Phone number must be required');

    const mobile = dialog.getByLabel('Mobile Number');
    await mobile.fill(uniqueMobile());
    await expectNoFieldError(dialog, 'Mobile Number');
    await mobile.fill('12345');
    await expectFieldError(dialog, 'Mobile Number', 'Phone number must be required');
    await expectRefusedSubmit(dialog, 'Request OTP', 'Mobile Number', 'Phone number must be required');
    await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveCount(0);
  });

  test('sign-up: e-mail, mobile and password', async ({ page }) => {
    const dialog = await openSignUp(page);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expectFieldError(dialog, 'E-mail', 'E-mail is required');
    await expectFieldError(dialog, 'Mobile', 'Phone no is required');
    await expectFieldError(dialog, 'Password', 'Password is required');

    const mobile = uniqueMobile();
    const password = dialog.getByLabel('Password', { exact: true });
    await dialog.getByLabel('E-mail').fill(uniqueEmail('validation-signup', mobile));
    await dialog.getByLabel('Mobile').fill(mobile);
    await password.fill(testPassword);
    for (const label of ['E-mail', 'Mobile', 'Password']) await expectNoFieldError(dialog, label);

    await password.fill('abc123');
    await expectFieldError(dialog, 'Password', 'Password is required');
    await expectRefusedSubmit(dialog, 'Sign Up', 'Password', 'Password is required');
    await expect(popup(page, 'Enter OTP')).toHaveCount(0);
  });

  test('OTP: fewer than 4 digits', async ({ page }) => {
    const mobile = uniqueMobile();
    const dialog = await openSignUp(page);
    await dialog.getByLabel('E-mail').fill(uniqueEmail('validation-otp', mobile));
    await dialog.getByLabel('Mobile').fill(mobile);
    await dialog.getByLabel('Password', { exact: true }).fill(testPassword);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    const otpStep = popup(page, 'Enter OTP');
    const message = otpStep.getByText('Please Enter OTP', { exact: true });
    const firstBox = otpStep.getByRole('textbox', { name: 'Digit 1 of 4' });
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    await expect(message).toBeVisible();

    // Four digits clear the message, deleting two brings it back; submitting '12' sends nothing.
    await typeOtp(otpStep, '1234');
    await expect(message).toHaveCount(0);
    await expect(firstBox).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(otpStep.getByRole('textbox', { name: 'Digit 2 of 4' })).toHaveValue('2');
    await expect(otpStep.getByRole('textbox', { name: 'Digit 3 of 4' })).toHaveValue('');
    await expect(message).toBeVisible();

    const sent = recordSubmissions(page);
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    await expect(message).toBeVisible();
    await expect(firstBox).toHaveAttribute('aria-invalid', 'true');
    await settle(page);
    expect(sent).toEqual([]);
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
    // createUser confirmed the e-mail with an OTP of its own: wait for the reset OTP sent after it.
    const beforeSend = new Date().toISOString();
    await reset.getByRole('button', { name: 'Send OTP' }).click();
    await typeOtp(reset, await latestOtp(email, { after: beforeSend }));
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
