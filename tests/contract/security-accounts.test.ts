/**
 * Issue 6, items 4, 5 and 12 (outbox), over real HTTP through the gateway and directly against the api:
 * the probes that found the defects, now answered safely. Each test signs up its own users with numbers
 * no other file uses (97 + pid + counter).
 */
import { describe, expect, it } from 'vitest';
import { restGet, type Envelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();

type UserError = { code: string; message: string; field: string | null };
type OutboxEntry = { channel: string; to: string; body: string; code: string; createdAt: string };
type HttpAnswer = { status: number; headers: [string, string][]; body: unknown };

const device = { deviceID: `security-${process.pid}`, deviceName: 'windows', operaingSystem: 'Windows 10', deviceType: 'web' };
let counter = 0;

function freshIdentity(tag: string) {
  counter += 1;
  const nationalNumber = `97${String(process.pid % 10_000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
  return { nationalNumber, e164: `+91${nationalNumber}`, email: `${tag}-${process.pid}-${counter}@example.com`, password: `Yatra#${counter}${tag}` };
}

/** Headers that differ per request whatever the answer (time, request id). */
const PER_REQUEST_HEADERS = new Set(['date', 'x-request-id']);

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const kept: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name)) kept.push([name, value]);
  });
  return { status: response.status, headers: kept, body: await response.json() };
}

/** One operation through the gateway; `data` of a 200 without errors. */
async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const answer = await post(stack.gatewayUrl, { query, variables }, token ? { authorization: `Bearer ${token}` } : {});
  const body = answer.body as { data?: T; errors?: unknown };
  expect(answer.status).toBe(200);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

const restPost = (path: string, body: unknown) => post(`${stack.apiBaseUrl}${path}`, body, { authorization: stack.apiToken });

async function outbox(to: string): Promise<OutboxEntry[]> {
  const answer = await restGet<Envelope<OutboxEntry[]>>(stack.apiBaseUrl, `/dev/outbox?to=${encodeURIComponent(to)}`, stack.outboxToken);
  if (answer.status !== 200) throw new Error(`GET /dev/outbox answered HTTP ${answer.status}`);
  return answer.body.data;
}
const latestCode = async (to: string): Promise<string> => (await outbox(to))[0]?.code ?? 'none';

const ERRORS = 'userErrors { code message field }';
type Identity = ReturnType<typeof freshIdentity>;

const signUp = async (identity: Identity) =>
  (
    await gql<{ signUp: { userId: string | null; userErrors: UserError[] } }>(
      `mutation($input: SignUpInput!) { signUp(input: $input) { userId ${ERRORS} } }`,
      { input: { email: identity.email, mobile: identity.nationalNumber, countryCode: '+91', password: identity.password, device } },
    )
  ).signUp;

const verifySignUp = async (userId: string, otp: string) =>
  (
    await gql<{ verifySignUpOtp: { verified: boolean; userErrors: UserError[] } }>(
      `mutation($input: VerifySignUpOtpInput!) { verifySignUpOtp(input: $input) { verified ${ERRORS} } }`,
      { input: { userId, otp, device } },
    )
  ).verifySignUpOtp;

type SignIn = { token: string | null; viewer: { internalId: string; email: string; emailVerified: boolean } | null; userErrors: UserError[] };
const signIn = async (input: Record<string, unknown>) =>
  (
    await gql<{ signInWithPassword: SignIn }>(
      `mutation($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token viewer { internalId email emailVerified } ${ERRORS} } }`,
      { input: { ...input, device } },
    )
  ).signInWithPassword;
const signInByMobile = (identity: Identity) => signIn({ mobile: identity.nationalNumber, countryCode: '+91', password: identity.password });

async function confirmEmail(token: string, email: string): Promise<void> {
  const { requestEmailConfirmation: requested } = await gql<{ requestEmailConfirmation: { sent: boolean; userErrors: UserError[] } }>(
    `mutation { requestEmailConfirmation { sent ${ERRORS} } }`,
    {},
    token,
  );
  // The code read next must be this request's: a refused request would leave an older code newest in the outbox.
  expect(requested).toEqual({ sent: true, userErrors: [] });
  const { confirmEmail: confirmed } = await gql<{ confirmEmail: { viewer: { emailVerified: boolean } | null; userErrors: UserError[] } }>(
    `mutation($input: ConfirmEmailInput!) { confirmEmail(input: $input) { viewer { emailVerified } ${ERRORS} } }`,
    { input: { otp: await latestCode(email) } },
    token,
  );
  expect(confirmed).toEqual({ viewer: { emailVerified: true }, userErrors: [] });
}

/** The api's own e-mail confirmation routes, called with the user's token (the gateway's mutations are tested above). */
async function confirmEmailByRest(token: string, email: string): Promise<void> {
  const authorization = `Bearer ${token}`;
  expect((await restGet(stack.apiBaseUrl, '/user/email-confirmation-otp', authorization)).status).toBe(200);
  const response = await fetch(`${stack.apiBaseUrl}/user/email-confirmation-verify`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ Otp: await latestCode(email), source: 'web' }),
    signal: AbortSignal.timeout(15_000),
  });
  expect(response.status).toBe(200);
}

/** A verified account with its e-mail confirmed, and a token of it (signed in by mobile). */
async function registered(tag: string): Promise<Identity & { token: string }> {
  const identity = freshIdentity(tag);
  const pending = await signUp(identity);
  expect((await verifySignUp(pending.userId ?? '', await latestCode(identity.e164))).verified).toBe(true);
  const session = await signInByMobile(identity);
  await confirmEmailByRest(session.token ?? '', identity.email);
  return { ...identity, token: session.token ?? '' };
}

describe('sign-up takeover (item 4)', () => {
  it('keeps the first sign-up when a second one gives the same e-mail with another mobile; the e-mail goes to whoever confirms it', async () => {
    const first = freshIdentity('owner');
    const second = { ...freshIdentity('intruder'), email: first.email };
    const pendingA = await signUp(first);
    const pendingB = await signUp(second);
    expect(pendingB.userErrors).toEqual([]);
    expect(pendingB.userId).not.toBe(pendingA.userId);

    expect(await verifySignUp(pendingA.userId ?? '', await latestCode(first.e164)), "the first person's code verifies their own sign-up").toEqual({
      verified: true,
      userErrors: [],
    });
    expect((await verifySignUp(pendingB.userId ?? '', await latestCode(second.e164))).verified, 'the second person gets a separate account').toBe(true);

    const sessionA = await signInByMobile(first);
    const sessionB = await signInByMobile(second);
    expect(sessionA.viewer).toEqual({ internalId: pendingA.userId, email: first.email, emailVerified: false });
    expect(sessionB.viewer).toEqual({ internalId: pendingB.userId, email: first.email, emailVerified: false });

    const beforeConfirming = await signIn({ email: first.email, password: first.password });
    expect(beforeConfirming.token).toBeNull();
    expect(beforeConfirming.userErrors).toMatchObject([{ code: 'EMAIL_NOT_CONFIRMED', field: 'email' }]);

    await confirmEmail(sessionA.token ?? '', first.email);
    expect((await signIn({ email: first.email, password: first.password })).viewer?.internalId).toBe(pendingA.userId);
    expect((await signIn({ email: first.email, password: second.password })).userErrors).toEqual([
      { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password', field: null },
    ]);
    const claim = await gql<{ requestEmailConfirmation: { sent: boolean; userErrors: UserError[] } }>(
      `mutation { requestEmailConfirmation { sent ${ERRORS} } }`,
      {},
      sessionB.token ?? '',
    );
    expect(claim.requestEmailConfirmation).toEqual({
      sent: false,
      userErrors: [{ code: 'ALREADY_REGISTERED', message: 'E-mail is already registered', field: 'email' }],
    });
  });

  it('refuses a password reset by an e-mail nobody has confirmed (nothing is sent)', async () => {
    const identity = freshIdentity('unconfirmed');
    const pending = await signUp(identity);
    await verifySignUp(pending.userId ?? '', await latestCode(identity.e164));
    await gql(`mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { sent } }`, { input: { email: identity.email } });
    expect(await outbox(identity.email)).toEqual([]);
  });
});

describe('account enumeration (item 5)', () => {
  const RESET = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { sent message resendAfterSeconds ${ERRORS} } }`;
  const LOGIN_OTP = `mutation($input: RequestSignInOtpInput!) { requestSignInOtp(input: $input) { sent message resendAfterSeconds ${ERRORS} } }`;

  it('answers a password reset for an unknown e-mail exactly like a known one, at the gateway and at the api', async () => {
    const known = await registered('reset-known');
    const unknownEmail = `nobody-${process.pid}@example.com`;
    const viaGateway = async (email: string) => post(stack.gatewayUrl, { query: RESET, variables: { input: { email } } });
    const knownAnswer = await viaGateway(known.email);
    expect(await viaGateway(unknownEmail)).toEqual(knownAnswer);
    expect(knownAnswer.body).toEqual({
      data: { requestPasswordReset: { sent: true, message: 'OTP has been sent to your registered e-mail', resendAfterSeconds: 60, userErrors: [] } },
    });
    expect(await outbox(unknownEmail)).toEqual([]);

    const other = await registered('reset-rest');
    const restKnown = await restPost('/user/forgot-password', { email: other.email });
    expect(await restPost('/user/forgot-password', { email: `nobody-rest-${process.pid}@example.com` })).toEqual(restKnown);
    expect(await outbox(`nobody-rest-${process.pid}@example.com`)).toEqual([]);

    const verify = await gql<{ verifyPasswordResetOtp: { verifyToken: string | null; userErrors: UserError[] } }>(
      `mutation($input: VerifyPasswordResetOtpInput!) { verifyPasswordResetOtp(input: $input) { verifyToken ${ERRORS} } }`,
      { input: { email: unknownEmail, otp: '1234' } },
    );
    expect(verify.verifyPasswordResetOtp).toEqual({ verifyToken: null, userErrors: [{ code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }] });
  });

  it('answers a sign-in OTP request for an unknown valid number exactly like a known one; an invalid number keeps the spec text', async () => {
    const known = await registered('otp-known');
    const stranger = freshIdentity('stranger');
    const viaGateway = async (mobile: string) => post(stack.gatewayUrl, { query: LOGIN_OTP, variables: { input: { mobile, countryCode: '+91' } } });
    const knownAnswer = await viaGateway(known.nationalNumber);
    expect(await viaGateway(stranger.nationalNumber)).toEqual(knownAnswer);
    expect((knownAnswer.body as { data: { requestSignInOtp: { sent: boolean } } }).data.requestSignInOtp.sent).toBe(true);
    expect(await outbox(stranger.e164)).toEqual([]);

    const other = await registered('otp-rest');
    const restStranger = freshIdentity('rest-stranger');
    const restKnown = await restPost('/auth/login-otp', { mobile: Number(other.nationalNumber), countrycode: '+91' });
    expect(await restPost('/auth/login-otp', { mobile: Number(restStranger.nationalNumber), countrycode: '+91' })).toEqual(restKnown);
    expect(await outbox(restStranger.e164)).toEqual([]);

    const invalid = await restPost('/auth/login-otp', { mobile: 12345, countrycode: '+91' });
    expect(invalid).toMatchObject({ status: 400, body: { status: 400, message: 'Please enter a valid phone number' } });
    const signInAsStranger = await gql<{ signInWithOtp: { token: string | null; userErrors: UserError[] } }>(
      `mutation($input: SignInWithOtpInput!) { signInWithOtp(input: $input) { token ${ERRORS} } }`,
      { input: { mobile: stranger.nationalNumber, countryCode: '+91', otp: '1234' } },
    );
    expect(signInAsStranger.signInWithOtp).toEqual({ token: null, userErrors: [{ code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }] });
  });
});

describe('dev outbox (item 12)', () => {
  it('refuses the public token and user tokens; only the outbox token reads it', async () => {
    const account = await registered('outbox');
    const path = `/dev/outbox?to=${encodeURIComponent(account.e164)}`;
    for (const authorization of [stack.apiToken, `Bearer ${stack.apiToken}`, `Bearer ${account.token}`, null]) {
      expect((await restGet(stack.apiBaseUrl, path, authorization)).status, String(authorization)).toBe(401);
    }
    expect((await restGet(stack.apiBaseUrl, path, stack.outboxToken)).status).toBe(200);
  });
});

describe('cross-user isolation', () => {
  it('a token only ever reads its own viewer, even for two accounts that gave one e-mail', async () => {
    const owner = freshIdentity('iso-owner');
    const other = { ...freshIdentity('iso-other'), email: owner.email };
    const [pendingOwner, pendingOther] = [await signUp(owner), await signUp(other)];
    await verifySignUp(pendingOwner.userId ?? '', await latestCode(owner.e164));
    await verifySignUp(pendingOther.userId ?? '', await latestCode(other.e164));
    const [ownerToken, otherToken] = [(await signInByMobile(owner)).token ?? '', (await signInByMobile(other)).token ?? ''];
    await confirmEmail(ownerToken, owner.email);
    const viewerQuery = '{ viewer { internalId emailVerified } }';
    expect((await gql<{ viewer: unknown }>(viewerQuery, {}, otherToken)).viewer).toEqual({ internalId: pendingOther.userId, emailVerified: false });
    expect((await gql<{ viewer: unknown }>(viewerQuery, {}, ownerToken)).viewer).toEqual({ internalId: pendingOwner.userId, emailVerified: true });
    const nodeQuery = 'query($id: ID!) { node(id: $id) { __typename } }';
    const ownerNode = Buffer.from(`Viewer:${pendingOwner.userId}`).toString('base64');
    expect(await gql(nodeQuery, { id: ownerNode }, otherToken)).toEqual({ node: null });
  });
});
