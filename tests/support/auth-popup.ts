import { expect, type Locator, type Page } from '@playwright/test';
import { graphql, graphqlData } from './graphql.ts';
import { actUntilVisible, retryableClick } from './hydration.ts';
import { indianMobile, latestOtpMessage, type SentOtp } from './outbox.ts';
import { testStackPorts } from './ports.ts';

/** Helpers for the login and sign-up popup specs. */

const gatewayUrl = `http://localhost:${testStackPorts.setupGateway}/graphql`;

export const testPassword = 'Yatra#2025';

let sequence = 0;

/** A valid Indian mobile number (9 and 9 more digits) unique across this run. */
export function uniqueMobile(): string {
  sequence = (sequence + 1) % 10;
  return `9${String(Date.now() * 10 + sequence).slice(-9)}`;
}

export function uniqueEmail(tag: string, mobile: string): string {
  return `${tag}-${mobile}@example.com`;
}

/**
 * Creates and verifies an account through the gateway, as the sign-up popup would, and (unless
 * `confirmEmail: false`) confirms its e-mail, so that it can sign in and reset by e-mail. Returns the
 * sign-up OTP, whose `createdAt` tells a later OTP to the same number apart (`latestOtp(to, { after })`).
 */
export async function createUser(
  mobile: string,
  email: string,
  password = testPassword,
  { confirmEmail = true }: { confirmEmail?: boolean } = {},
): Promise<SentOtp> {
  const { signUp } = await graphqlData<{ signUp: { userId: string | null; userErrors: { message: string }[] } }>(
    gatewayUrl,
    'mutation ($input: SignUpInput!) { signUp(input: $input) { userId userErrors { message } } }',
    { input: { email, mobile, countryCode: '+91', password } },
  );
  if (!signUp.userId) throw new Error(`signUp failed: ${JSON.stringify(signUp.userErrors)}`);
  const signUpOtp = await latestOtpMessage(indianMobile(mobile));
  const { verifySignUpOtp } = await graphqlData<{ verifySignUpOtp: { verified: boolean } }>(
    gatewayUrl,
    'mutation ($input: VerifySignUpOtpInput!) { verifySignUpOtp(input: $input) { verified } }',
    { input: { userId: signUp.userId, otp: signUpOtp.code } },
  );
  if (!verifySignUpOtp.verified) throw new Error('verifySignUpOtp failed');
  if (confirmEmail) await confirmEmailThroughGateway(mobile, email, password);
  return signUpOtp;
}

/** Signs in by mobile and password at the gateway, asks for the e-mail OTP and confirms it (from the outbox). */
export async function confirmEmailThroughGateway(mobile: string, email: string, password = testPassword): Promise<void> {
  const { signInWithPassword } = await graphqlData<{ signInWithPassword: { token: string | null; userErrors: { message: string }[] } }>(
    gatewayUrl,
    'mutation ($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token userErrors { message } } }',
    { input: { mobile, countryCode: '+91', password } },
  );
  const token = signInWithPassword.token;
  if (!token) throw new Error(`sign-in by mobile failed: ${JSON.stringify(signInWithPassword.userErrors)}`);
  const authorization = { authorization: `Bearer ${token}` };
  await graphql(gatewayUrl, 'mutation { requestEmailConfirmation { sent } }', {}, authorization);
  const otp = (await latestOtpMessage(email)).code;
  const { data } = await graphql<{ confirmEmail: { viewer: { emailVerified: boolean } | null } }>(
    gatewayUrl,
    'mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { viewer { emailVerified } } }',
    { input: { otp } },
    authorization,
  );
  if (!data?.confirmEmail.viewer?.emailVerified) throw new Error('confirmEmail failed');
  await graphql(gatewayUrl, 'mutation { signOut { ok } }', {}, authorization);
}

export function banner(page: Page): Locator {
  return page.getByRole('banner');
}

export function popup(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

/** A toast (announced or not: `data-toast-kind` marks each) with this text. */
export function toastWith(page: Page, text: string): Locator {
  return page.locator('[data-toaster] [data-toast-kind]').filter({ hasText: text });
}

/** Opens the home page and the login popup from the header's 'Sign In' (retried until hydrated). */
export async function openLogin(page: Page): Promise<Locator> {
  await page.goto('/');
  const dialog = popup(page, 'Login');
  await actUntilVisible(dialog, () => banner(page).getByRole('button', { name: 'Sign In' }).click(retryableClick));
  return dialog;
}

/** Opens the login popup and submits its password form ('Login with Password', e-mail, password, 'Sign In'). */
export async function submitPasswordLogin(page: Page, email: string, password: string): Promise<Locator> {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Login with Password' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  return dialog;
}

/** Opens the sign-up popup through the login popup's 'Create Account'. */
export async function openSignUp(page: Page): Promise<Locator> {
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Create Account' }).click();
  const dialog = popup(page, 'Create Account');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types a code into the four OTP boxes, one key at a time, as a person would. */
export async function typeOtp(dialog: Locator, code: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await dialog.page().keyboard.type(code);
}

export async function expectSignedInAsGuest(page: Page): Promise<void> {
  await expect(toastWith(page, 'Welcome user')).toBeVisible();
  await expect(banner(page).getByRole('button', { name: /^Account menu/ })).toHaveText('Guest');
}

export async function signOut(page: Page): Promise<void> {
  await banner(page).getByRole('button', { name: /^Account menu/ }).click();
  await banner(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
}
