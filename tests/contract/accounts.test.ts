/**
 * Accounts over real HTTP through the gateway: sign-up with the SMS OTP, sign-in by password and by OTP,
 * sign-out, the OTP limits, the password reset by e-mail OTP, and one user never reading another's data.
 * OTPs come from the api's dev outbox (`API_DEV_OUTBOX=1`). The database is shared by the whole suite, so
 * every test signs up its own users with numbers no other test (or run) uses.
 */
import { isOtpResendWait } from '@pilgrim/schema/rules';
import { describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { restGet, type Envelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();

type UserError = { code: string; message: string; field: string | null };
type ViewerFields = { id: string; internalId: string; email: string; mobile: string; nationalNumber: string; countryCode: string };
type SignIn = { token: string | null; expiresAt: string | null; viewer: ViewerFields | null; userErrors: UserError[] };
type OtpSent = { sent: boolean; message: string | null; resendAfterSeconds: number; userErrors: UserError[] };
type OutboxEntry = { channel: string; to: string; body: string; code: string; createdAt: string };

const USER_ERRORS = 'userErrors { code message field }';
const VIEWER_FIELDS = 'id internalId email mobile nationalNumber countryCode';
const SIGN_IN_FIELDS = `token expiresAt viewer { ${VIEWER_FIELDS} } ${USER_ERRORS}`;
const OTP_SENT_FIELDS = `sent message resendAfterSeconds ${USER_ERRORS}`;

const device = { deviceID: `contract-${process.pid}`, deviceName: 'windows', operaingSystem: 'Windows 10', deviceType: 'web' };

let accountCounter = 0;

/** A fresh valid Indian mobile (98 + 4 digits of the pid + a counter) and a matching e-mail. */
function freshIdentity() {
  accountCounter += 1;
  const pidPart = String(process.pid % 10_000).padStart(4, '0');
  const nationalNumber = `98${pidPart}${String(accountCounter).padStart(4, '0')}`;
  return {
    nationalNumber,
    e164: `+91${nationalNumber}`,
    email: `pilgrim-${process.pid}-${accountCounter}@example.com`,
    password: `Yatra#${accountCounter}pass`,
  };
}
type Identity = ReturnType<typeof freshIdentity>;

/** Runs one operation through the gateway, as the caller with `token` when given; fails on GraphQL errors. */
async function run<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  const { data, errors } = await graphql<T>(stack.gatewayUrl, query, variables, headers);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  if (data === null) throw new Error('GraphQL answer without data');
  return data;
}

/** The dev outbox of one recipient (E.164 or e-mail), newest first. */
async function outbox(to: string): Promise<OutboxEntry[]> {
  const answer = await restGet<Envelope<OutboxEntry[]>>(stack.apiBaseUrl, `/dev/outbox?to=${encodeURIComponent(to)}`, stack.outboxToken);
  if (answer.status !== 200) throw new Error(`GET /dev/outbox answered HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

async function latestCode(to: string): Promise<string> {
  const code = (await outbox(to))[0]?.code;
  if (code === undefined) throw new Error(`no OTP in the outbox for ${to}`);
  return code;
}

/** A 4-digit code that is surely not `code`. */
const otherCode = (code: string): string => String((Number(code) + 1) % 10_000).padStart(4, '0');

const signUp = (identity: Identity) =>
  run<{ signUp: { userId: string | null; mobile: string | null; message: string | null; userErrors: UserError[] } }>(
    `mutation($input: SignUpInput!) { signUp(input: $input) { userId mobile message ${USER_ERRORS} } }`,
    { input: { email: identity.email, mobile: identity.nationalNumber, countryCode: '+91', password: identity.password, device } },
  );

const verifySignUpOtp = (userId: string, otp: string) =>
  run<{ verifySignUpOtp: { verified: boolean; userErrors: UserError[] } }>(
    `mutation($input: VerifySignUpOtpInput!) { verifySignUpOtp(input: $input) { verified ${USER_ERRORS} } }`,
    { input: { userId, otp, device } },
  );

const signInWithPassword = async (input: Record<string, unknown>): Promise<SignIn> =>
  (
    await run<{ signInWithPassword: SignIn }>(
      `mutation($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { ${SIGN_IN_FIELDS} } }`,
      { input: { ...input, device } },
    )
  ).signInWithPassword;

const requestSignInOtp = async (identity: Identity): Promise<OtpSent> =>
  (
    await run<{ requestSignInOtp: OtpSent }>(
      `mutation($input: RequestSignInOtpInput!) { requestSignInOtp(input: $input) { ${OTP_SENT_FIELDS} } }`,
      { input: { mobile: identity.nationalNumber, countryCode: '+91', device } },
    )
  ).requestSignInOtp;

const signInWithOtp = async (identity: Identity, otp: string): Promise<SignIn> =>
  (
    await run<{ signInWithOtp: SignIn }>(
      `mutation($input: SignInWithOtpInput!) { signInWithOtp(input: $input) { ${SIGN_IN_FIELDS} } }`,
      { input: { mobile: identity.nationalNumber, countryCode: '+91', otp, device } },
    )
  ).signInWithOtp;

const viewerOf = async (token: string): Promise<ViewerFields | null> =>
  (await run<{ viewer: ViewerFields | null }>(`{ viewer { ${VIEWER_FIELDS} } }`, {}, token)).viewer;

/** Confirms the account's e-mail through the gateway (signed in by mobile): only then can it sign in or reset by e-mail. */
async function confirmEmail(identity: Identity): Promise<void> {
  const session = await signInWithPassword({ mobile: identity.nationalNumber, countryCode: '+91', password: identity.password });
  if (session.token === null) throw new Error(`sign-in by mobile failed: ${JSON.stringify(session.userErrors)}`);
  const { requestEmailConfirmation } = await run<{ requestEmailConfirmation: OtpSent }>(
    `mutation { requestEmailConfirmation { ${OTP_SENT_FIELDS} } }`,
    {},
    session.token,
  );
  expect(requestEmailConfirmation).toMatchObject({ sent: true, message: 'OTP has been sent to your e-mail', userErrors: [] });
  const { confirmEmail: confirmed } = await run<{ confirmEmail: { viewer: { emailVerified: boolean } | null; userErrors: UserError[] } }>(
    `mutation($input: ConfirmEmailInput!) { confirmEmail(input: $input) { viewer { emailVerified } ${USER_ERRORS} } }`,
    { input: { otp: await latestCode(identity.email) } },
    session.token,
  );
  expect(confirmed).toEqual({ viewer: { emailVerified: true }, userErrors: [] });
}

/** A verified account with its e-mail confirmed: sign-up, the OTP from the outbox, verification, e-mail confirmation. */
async function registeredAccount(): Promise<Identity & { userId: string }> {
  const identity = freshIdentity();
  const { signUp: pending } = await signUp(identity);
  expect(pending.userErrors).toEqual([]);
  if (pending.userId === null) throw new Error('signUp answered no userId');
  const { verifySignUpOtp: verified } = await verifySignUpOtp(pending.userId, await latestCode(identity.e164));
  expect(verified).toEqual({ verified: true, userErrors: [] });
  await confirmEmail(identity);
  return { ...identity, userId: pending.userId };
}

async function tokenOf(identity: Identity): Promise<string> {
  const session = await signInWithPassword({ email: identity.email, password: identity.password });
  if (session.token === null) throw new Error(`sign-in failed: ${JSON.stringify(session.userErrors)}`);
  return session.token;
}

describe('accounts through the gateway', () => {
  it('signs up, verifies the SMS OTP, signs in by mobile, reads the viewer, and signs out', async () => {
    const identity = freshIdentity();
    const { signUp: pending } = await signUp(identity);
    expect(pending).toMatchObject({ mobile: identity.nationalNumber, message: 'OTP has been sent to the mobile for verify', userErrors: [] });
    expect(pending.userId).toMatch(/^[0-9a-f]{24}$/);

    const sms = (await outbox(identity.e164))[0];
    expect(sms).toMatchObject({ channel: 'sms', to: identity.e164 });
    expect(sms?.code).toMatch(/^\d{4}$/);
    expect((await verifySignUpOtp(pending.userId ?? '', sms?.code ?? '')).verifySignUpOtp).toEqual({ verified: true, userErrors: [] });

    const session = await signInWithPassword({ mobile: identity.nationalNumber, countryCode: '+91', password: identity.password });
    expect(session.userErrors).toEqual([]);
    expect(session.token).toEqual(expect.any(String));
    expect(Date.parse(session.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const expectedViewer = {
      id: Buffer.from(`Viewer:${pending.userId}`).toString('base64'),
      internalId: pending.userId,
      email: identity.email,
      mobile: identity.e164,
      nationalNumber: identity.nationalNumber,
      countryCode: '+91',
    };
    expect(session.viewer).toEqual(expectedViewer);

    const token = session.token ?? '';
    expect(await viewerOf(token)).toEqual(expectedViewer);
    const { signOut } = await run<{ signOut: { ok: boolean; userErrors: UserError[] } }>(
      `mutation { signOut { ok ${USER_ERRORS} } }`,
      {},
      token,
    );
    expect(signOut).toEqual({ ok: true, userErrors: [] });
    expect(await viewerOf(token)).toBeNull();
  });

  it('refuses a wrong password with Invalid username or password', async () => {
    const account = await registeredAccount();
    const session = await signInWithPassword({ email: account.email, password: `${account.password}-wrong` });
    expect(session).toEqual({
      token: null,
      expiresAt: null,
      viewer: null,
      userErrors: [{ code: 'INVALID_CREDENTIALS', message: 'Invalid username or password', field: null }],
    });
  });

  it('signs in by OTP: a wrong code is Invalid OTP, the right one gives a token', async () => {
    const account = await registeredAccount();
    expect(await requestSignInOtp(account)).toEqual({
      sent: true,
      message: 'Please check OTP sent on your phone number',
      resendAfterSeconds: 60,
      userErrors: [],
    });
    const code = await latestCode(account.e164);
    expect((await signInWithOtp(account, otherCode(code))).userErrors).toEqual([{ code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }]);
    const session = await signInWithOtp(account, code);
    expect(session.userErrors).toEqual([]);
    expect(session.viewer?.internalId).toBe(account.userId);
    expect((await viewerOf(session.token ?? ''))?.internalId).toBe(account.userId);
  });

  it('kills a code after 5 wrong tries: the right code is then refused', async () => {
    const account = await registeredAccount();
    await requestSignInOtp(account);
    const code = await latestCode(account.e164);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signInWithOtp(account, otherCode(code))).userErrors, `wrong try ${attempt}`).toEqual([
        { code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' },
      ]);
    }
    const sixth = await signInWithOtp(account, code);
    expect(sixth.token).toBeNull();
    expect(sixth.userErrors).toEqual([{ code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }]);
  });

  it('refuses a resend within 60 s and sends nothing', async () => {
    const identity = freshIdentity();
    await signUp(identity);
    const sentBefore = (await outbox(identity.e164)).length;
    const { resendOtp } = await run<{ resendOtp: OtpSent }>(
      `mutation($input: ResendOtpInput!) { resendOtp(input: $input) { ${OTP_SENT_FIELDS} } }`,
      { input: { mobile: identity.nationalNumber, countryCode: '+91', purpose: 'SIGN_UP' } },
    );
    expect(resendOtp.sent).toBe(false);
    expect(resendOtp.userErrors).toHaveLength(1);
    expect(resendOtp.userErrors[0]).toMatchObject({ code: 'RATE_LIMITED' });
    // The one refusal after which a code is waiting (the web's OTP steps follow it): the shared rule must know the api's words.
    expect(isOtpResendWait(resendOtp.userErrors[0]?.message), resendOtp.userErrors[0]?.message).toBe(true);
    expect(resendOtp.resendAfterSeconds).toBeGreaterThan(0);
    expect(resendOtp.resendAfterSeconds).toBeLessThanOrEqual(60);
    expect((await outbox(identity.e164)).length).toBe(sentBefore);
  });

  it('resets the password with the e-mailed OTP: the new password works, the old one no longer does', async () => {
    const account = await registeredAccount();
    const { requestPasswordReset } = await run<{ requestPasswordReset: OtpSent }>(
      `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ${OTP_SENT_FIELDS} } }`,
      { input: { email: account.email } },
    );
    expect(requestPasswordReset).toMatchObject({ sent: true, userErrors: [] });

    const mail = (await outbox(account.email))[0];
    expect(mail).toMatchObject({ channel: 'email', to: account.email });
    const { verifyPasswordResetOtp } = await run<{ verifyPasswordResetOtp: { verifyToken: string | null; userErrors: UserError[] } }>(
      `mutation($input: VerifyPasswordResetOtpInput!) { verifyPasswordResetOtp(input: $input) { verifyToken ${USER_ERRORS} } }`,
      { input: { email: account.email, otp: mail?.code ?? '' } },
    );
    expect(verifyPasswordResetOtp.userErrors).toEqual([]);
    expect(verifyPasswordResetOtp.verifyToken).toEqual(expect.any(String));

    const newPassword = 'Kailash@2025';
    const { resetPassword } = await run<{ resetPassword: { message: string | null; email: string | null; userErrors: UserError[] } }>(
      `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message email ${USER_ERRORS} } }`,
      { input: { verifyToken: verifyPasswordResetOtp.verifyToken, newPassword, confirmPassword: newPassword } },
    );
    expect(resetPassword).toEqual({ message: 'Password has been reset successfully', email: account.email, userErrors: [] });

    expect((await signInWithPassword({ email: account.email, password: newPassword })).viewer?.internalId).toBe(account.userId);
    expect((await signInWithPassword({ email: account.email, password: account.password })).userErrors).toEqual([
      { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password', field: null },
    ]);
  });

  it("never lets one user's token read another user's profile", async () => {
    const [alice, bob] = [await registeredAccount(), await registeredAccount()];
    const aliceToken = await tokenOf(alice);
    await tokenOf(bob);

    const viewer = await viewerOf(aliceToken);
    expect(viewer?.internalId).toBe(alice.userId);
    expect(viewer?.email).toBe(alice.email);

    const nodeQuery = `query($id: ID!) { node(id: $id) { __typename ... on Viewer { internalId email } } }`;
    const bobId = Buffer.from(`Viewer:${bob.userId}`).toString('base64');
    expect(await run(nodeQuery, { id: bobId }, aliceToken)).toEqual({ node: null });
    const aliceId = Buffer.from(`Viewer:${alice.userId}`).toString('base64');
    expect(await run(nodeQuery, { id: aliceId }, aliceToken)).toEqual({
      node: { __typename: 'Viewer', internalId: alice.userId, email: alice.email },
    });
    expect(await run(nodeQuery, { id: aliceId })).toEqual({ node: null });
  });
});
