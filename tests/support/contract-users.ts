/**
 * Signed-in users for the contract files of the account's commerce (cart, payments, orders): each file is a
 * client of its own (a trusted `x-client-ip`, forwarded by the gateway as the web server would), so the per-IP
 * OTP and sign-in caps other files spend on loopback never refuse its sign-ups.
 */
import { expect } from 'vitest';
import { graphql } from './graphql.ts';
import { restGet, type Envelope } from './rest.ts';
import type { StackUrls } from './stack-processes.ts';

export type UserError = { code: string; message: string; field: string | null };

export interface ContractClient {
  /** Runs one operation as this file's client (with the user's token when given); fails the test on GraphQL errors. */
  run<T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
  /** Signs up (SMS OTP from the dev outbox) and signs in by mobile a fresh user; answers its token. */
  signedInUser(): Promise<string>;
}

/**
 * `mobilePrefix`: two digits no other file uses (the number is prefix + pid + counter); `clientIp`: this file's
 * address; `label`: a word for its e-mails and devices.
 */
export function contractClient(stack: StackUrls, options: { mobilePrefix: string; clientIp: string; label: string }): ContractClient {
  const client = { 'x-client-ip': options.clientIp, 'x-proxy-key': stack.gatewayProxyKey };
  const device = { deviceID: `contract-${options.label}-${process.pid}`, deviceName: 'windows', operaingSystem: 'Windows 10', deviceType: 'web' };
  let counter = 0;

  async function run<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
    const headers = token === undefined ? client : { ...client, authorization: `Bearer ${token}` };
    const { data, errors } = await graphql<T>(stack.gatewayUrl, query, variables, headers);
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    if (data === null) throw new Error('GraphQL answer without data');
    return data;
  }

  async function signedInUser(): Promise<string> {
    counter += 1;
    const mobile = `${options.mobilePrefix}${String(process.pid % 10_000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
    const password = `Yatra#${counter}${options.label}`;
    const { signUp } = await run<{ signUp: { userId: string | null; userErrors: UserError[] } }>(
      'mutation($input: SignUpInput!) { signUp(input: $input) { userId userErrors { code message field } } }',
      { input: { email: `${options.label}-${process.pid}-${counter}@example.com`, mobile, countryCode: '+91', password, device } },
    );
    if (signUp.userId === null) throw new Error(`sign-up refused: ${JSON.stringify(signUp.userErrors)}`);
    const outbox = await restGet<Envelope<{ code: string }[]>>(stack.apiBaseUrl, `/dev/outbox?to=${encodeURIComponent(`+91${mobile}`)}`, stack.outboxToken);
    const otp = outbox.body.data[0]?.code;
    await run('mutation($input: VerifySignUpOtpInput!) { verifySignUpOtp(input: $input) { verified } }', { input: { userId: signUp.userId, otp, device } });
    const { signInWithPassword } = await run<{ signInWithPassword: { token: string | null } }>(
      'mutation($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token } }',
      { input: { mobile, countryCode: '+91', password, device } },
    );
    if (!signInWithPassword.token) throw new Error('sign-in failed');
    return signInWithPassword.token;
  }

  return { run, signedInUser };
}
