/**
 * Issue 6 items 2 and 3 over real HTTP: the password sign-in throttle and the OTP caps.
 *
 * The probes that need a client of their own go to the api directly as the gateway would (`x-client-ip` +
 * `x-proxy-key`, this run's API_PROXY_KEY); one probe signs in through the gateway, from the loopback address
 * every GraphQL call of the suite shares. That the gateway forwards the caller's IP is proven in
 * security-gateway.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { restGet, type Envelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { CONTRACT_API_LIMITS } from '../support/stack-processes.ts';

const stack = contractStack();
/** The key the api trusts `x-client-ip` with in this run (the gateway sends the same). */
const PROXY_KEY = stack.apiProxyKey;
const device = { deviceID: `limits-${process.pid}`, deviceName: 'windows', operaingSystem: 'Windows 10', deviceType: 'web' };

let counter = 0;
/** A client IP (198.19.0.0/16, a benchmarking range) and a mobile number no other test of this run uses. */
function fresh() {
  counter += 1;
  const national = `97${String(process.pid % 10_000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
  return { ip: `198.19.${Math.floor(counter / 250)}.${(counter % 250) + 1}`, national, e164: `+91${national}`, email: `limits-${process.pid}-${counter}@example.com` };
}

type Answer = { status: number; headers: Headers; body: { status: number; message: string; data?: unknown } };

/** POST to the api as a trusted proxy forwarding `ip`; `proxyKey: null` sends no key. */
async function post(path: string, body: unknown, ip: string, proxyKey: string | null = PROXY_KEY): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${stack.apiToken}`, 'content-type': 'application/json', 'x-client-ip': ip };
  if (proxyKey !== null) headers['x-proxy-key'] = proxyKey;
  const response = await fetch(`${stack.apiBaseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

async function latestCode(to: string): Promise<string> {
  const answer = await restGet<Envelope<{ code: string }[]>>(stack.apiBaseUrl, `/dev/outbox?to=${encodeURIComponent(to)}`, stack.outboxToken);
  return answer.body.data[0]?.code ?? '';
}

/** Confirms the account's e-mail (signed in by mobile), so that the e-mail signs in (issue 6 item 4). */
async function confirmEmail(identity: { ip: string; national: string; email: string }, password: string): Promise<void> {
  const session = await post('/auth/login/password', { email: '', number: identity.national, countrycode: '+91', password, deviceIDs: [device] }, identity.ip);
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  const authorization = `Bearer ${(session.body.data as { token: string }).token}`;
  const send = await fetch(`${stack.apiBaseUrl}/user/email-confirmation-otp`, { headers: { authorization } });
  expect(send.status).toBe(200);
  const verify = await fetch(`${stack.apiBaseUrl}/user/email-confirmation-verify`, {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ Otp: await latestCode(identity.email), source: 'web' }),
  });
  expect(verify.status).toBe(200);
}

/** A verified account with a confirmed e-mail, registered from its own client IP. */
async function account(password = 'Yatra#2026pass') {
  const identity = fresh();
  const added = await post('/user/add-user', {
    source: 'web', email: identity.email, password, mobile: identity.national, location: { phonecode: '+91' }, deviceIDs: [device],
  }, identity.ip);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const userId = (added.body.data as { user: { _id: string } }).user._id;
  const verified = await post('/user/user-verify', { otp: await latestCode(identity.e164), user: userId, deviceIDs: [device] }, identity.ip);
  expect(verified.status).toBe(200);
  await confirmEmail(identity, password);
  return { ...identity, password };
}

const signIn = (email: string, password: string, ip: string) =>
  post('/auth/login/password', { email, number: 0, password, deviceIDs: [device] }, ip);

describe('password sign-in throttle (issue 6 item 2)', () => {
  it('80 wrong passwords at 16 in parallel: 5 are checked, the rest and then the right password wait', async () => {
    const victim = await account();
    const attacker = fresh().ip;
    const answers: Answer[] = [];
    for (let wave = 0; wave < 5; wave += 1) {
      answers.push(...(await Promise.all(Array.from({ length: 16 }, (_, n) => signIn(victim.email, `guess-${wave}-${n}`, attacker)))));
    }
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    const waited = answers.filter((answer) => answer.status === 429);
    expect(waited).toHaveLength(75);
    expect(waited[0]?.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ seconds? or sign in with OTP\.$/);
    const right = await signIn(victim.email, victim.password, attacker);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('through the gateway: the 6th sign-in after 5 wrong passwords is RATE_LIMITED', async () => {
    const victim = await account();
    const mutation = `mutation($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token userErrors { code message } } }`;
    const attempt = async (password: string) => {
      const { data } = await graphql<{ signInWithPassword: { token: string | null; userErrors: { code: string; message: string }[] } }>(
        stack.gatewayUrl, mutation, { input: { email: victim.email, password, device } },
      );
      return data?.signInWithPassword;
    };
    for (let n = 1; n <= 5; n += 1) expect((await attempt(`wrong-${n}-pass`))?.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
    const sixth = await attempt(victim.password);
    expect(sixth?.token).toBeNull();
    expect(sixth?.userErrors[0]?.code).toBe('RATE_LIMITED');
    expect(sixth?.userErrors[0]?.message).toMatch(/^Too many failed sign-in attempts/);
  });

  it('an OTP sign-in by the owner unlocks the password', async () => {
    const victim = await account();
    const attacker = fresh().ip;
    for (let n = 1; n <= 5; n += 1) await signIn(victim.email, `wrong-${n}-pass`, attacker);
    expect((await signIn(victim.email, victim.password, victim.ip)).status).toBe(429);
    expect((await post('/auth/login-otp', { mobile: victim.national, countrycode: '+91', deviceIDs: [device] }, victim.ip)).status).toBe(200);
    const otp = await latestCode(victim.e164);
    expect((await post('/auth/login/otp', { otp, number: victim.national, countrycode: '+91', deviceIDs: [device] }, victim.ip)).status).toBe(200);
    expect((await signIn(victim.email, victim.password, victim.ip)).status).toBe(200);
  });
});

describe('OTP caps (issue 6 item 3)', () => {
  it('one client cannot pump OTPs to many numbers: past the per-IP cap every send is refused', async () => {
    const cap = Number(CONTRACT_API_LIMITS.API_LIMIT_OTP_RECIPIENTS_PER_IP);
    const client = fresh().ip;
    const statuses: number[] = [];
    let refusal: Answer | undefined;
    for (let n = 0; n < cap + 2; n += 1) {
      const answer = await post('/otp/send', { mobile: fresh().national, countrycode: '+91' }, client);
      statuses.push(answer.status);
      if (answer.status === 429) refusal = answer;
    }
    expect(statuses).toEqual([...Array<number>(cap).fill(200), 429, 429]);
    expect(refusal?.body.message).toBe('Too many OTP requests from your network. Please try again in 60 minutes.');
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await post('/otp/send', { mobile: fresh().national, countrycode: '+91' }, fresh().ip)).status, 'another client').toBe(200);
  });

  it('an x-client-ip without the proxy key is ignored', async () => {
    const client = fresh().ip;
    const cap = Number(CONTRACT_API_LIMITS.API_LIMIT_OTP_RECIPIENTS_PER_IP);
    for (let n = 0; n < cap; n += 1) await post('/otp/send', { mobile: fresh().national, countrycode: '+91' }, client);
    const forged = await post('/otp/send', { mobile: fresh().national, countrycode: '+91' }, client, 'wrong-proxy-key');
    expect(forged.status, 'counted as the loopback peer, not as the capped client').toBe(200);
  });

  it('refuses numbers outside the configured countries', async () => {
    const answer = await post('/otp/send', { mobile: '13912345678', countrycode: '+86' }, fresh().ip);
    expect(answer.body).toEqual({
      status: 400,
      message: 'OTP cannot be sent to mobile numbers of this country. Please use an Indian mobile number or one from a supported country.',
    });
  });
});
