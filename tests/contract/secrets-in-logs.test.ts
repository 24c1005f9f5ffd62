/**
 * Issue 14 "Secrets in logs": a user signs up, signs in by password and by OTP, misses a password and changes it,
 * all through the gateway; then neither service's log (support/stack-processes.ts `logDir`) holds the passwords,
 * the OTP codes, the user's tokens or any of the stack's tokens and keys. The global teardown checks the stack's
 * secrets again over the whole run's logs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { leakedSecrets, stackSecrets } from '../support/log-secrets.ts';
import { restGet, type Envelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();
const client = { 'x-client-ip': '198.51.100.77', 'x-proxy-key': stack.gatewayProxyKey };
const mobile = `75${String(process.pid % 10_000).padStart(4, '0')}9999`;
const password = `Secret#Pilgrim-${process.pid}`;
const newPassword = `Secret#Yatri-${process.pid}`;
const wrongPassword = `Wrong#Guess-${process.pid}`;
const device = { deviceID: `contract-secrets-${process.pid}`, deviceName: 'windows', operaingSystem: 'Windows 10', deviceType: 'web' };

async function run<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const { data, errors } = await graphql<T>(stack.gatewayUrl, query, variables, token ? { ...client, authorization: `Bearer ${token}` } : client);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data as T;
}

async function latestCode(): Promise<string> {
  const outbox = await restGet<Envelope<{ code: string }[]>>(stack.apiBaseUrl, `/dev/outbox?to=${encodeURIComponent(`+91${mobile}`)}`, stack.outboxToken);
  return outbox.body.data[0]?.code ?? '';
}

describe('secrets in logs (issue 14)', () => {
  it('logs no password, OTP code or token of an account journey, nor any of the stack secrets', async () => {
    const signUp = await run<{ signUp: { userId: string } }>('mutation($input: SignUpInput!) { signUp(input: $input) { userId } }', {
      input: { email: `secrets-${process.pid}@example.com`, mobile, countryCode: '+91', password, device },
    });
    const signUpCode = await latestCode();
    await run('mutation($input: VerifySignUpOtpInput!) { verifySignUpOtp(input: $input) { verified } }', { input: { userId: signUp.signUp.userId, otp: signUpCode, device } });
    const signIn = 'mutation($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token } }';
    const { signInWithPassword } = await run<{ signInWithPassword: { token: string } }>(signIn, { input: { mobile, countryCode: '+91', password, device } });
    await run(signIn, { input: { mobile, countryCode: '+91', password: wrongPassword, device } });
    await run('mutation($input: RequestSignInOtpInput!) { requestSignInOtp(input: $input) { sent } }', { input: { mobile, countryCode: '+91', device } });
    const signInCode = await latestCode();
    const { signInWithOtp } = await run<{ signInWithOtp: { token: string } }>('mutation($input: SignInWithOtpInput!) { signInWithOtp(input: $input) { token } }', {
      input: { mobile, countryCode: '+91', otp: signInCode, device },
    });
    await run('mutation JourneyEnd($input: ChangePasswordInput!) { changePassword(input: $input) { message } }', { input: { currentPassword: password, newPassword, confirmPassword: newPassword } }, signInWithOtp.token);
    expect([signInWithPassword.token, signInWithOtp.token].every((token) => token.length > 20)).toBe(true);
    // One more round trip to each service, so that what the journey logged has reached the files (the services write
    // their lines asynchronously: a line goes out as soon as the write before it has, within a round trip).
    await Promise.all([fetch(`${stack.apiBaseUrl}/health`), fetch(stack.gatewayUrl.replace(/\/graphql$/, '/health'))]);

    const journey = [
      { label: 'the password', value: password },
      { label: 'the new password', value: newPassword },
      { label: 'a wrong password', value: wrongPassword },
      { label: 'the password-signed-in token', value: signInWithPassword.token },
      { label: 'the OTP-signed-in token', value: signInWithOtp.token },
    ];
    const files = stack.logFiles ? [stack.logFiles.api, stack.logFiles.gateway] : [];
    expect(files).toHaveLength(2);
    // The journey's lines are in the file (the outbox logs each SMS it queues, without its text).
    await expect.poll(() => readFileSync(files[0]!, 'utf8'), { timeout: 5_000 }).toContain(`outbox: sms to +91${mobile} queued`);
    // The gateway gathers its lines for up to 100 ms (observability/log-destination.ts): wait for the journey's last.
    await expect.poll(() => readFileSync(files[1]!, 'utf8'), { timeout: 5_000 }).toContain('"operation":"JourneyEnd"');
    expect(leakedSecrets(files, [...journey, ...stackSecrets(stack)], [signUpCode, signInCode])).toEqual([]);
  });
});
