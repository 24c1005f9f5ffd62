import { describe, expect, it } from 'vitest';
import { answer, fakeAccountsUpstream, session, USER_TOKEN, type AccountReplies } from '../../testing/fake-accounts.ts';
import { failure, fakeUpstream, ok } from '../../testing/fake-upstream.ts';
import { testGateway, TEST_CONFIG } from '../../testing/gateway.ts';

const REQUEST_OTP = /* GraphQL */ `
  mutation RequestSignInOtp($input: RequestSignInOtpInput!) {
    requestSignInOtp(input: $input) { sent message resendAfterSeconds userErrors { code message field } }
  }
`;
const SIGN_IN_WITH_OTP = /* GraphQL */ `
  mutation SignInWithOtp($input: SignInWithOtpInput!) {
    signInWithOtp(input: $input) { token expiresAt viewer { internalId displayName mobile } userErrors { code message field } }
  }
`;
const SIGN_IN_WITH_PASSWORD = /* GraphQL */ `
  mutation SignInWithPassword($input: SignInWithPasswordInput!) {
    signInWithPassword(input: $input) { token expiresAt viewer { email } userErrors { code message field } }
  }
`;
const SIGN_OUT = /* GraphQL */ `mutation { signOut { ok message userErrors { code message field } } }`;

const device = { deviceID: 'browser-1', deviceName: 'windows', operaingSystem: 'Windows 10', deviceType: 'web' };
const deviceInfo = { deviceID: 'browser-1', deviceName: 'windows', modelNo: '', operaingSystem: 'Windows 10', deviceType: 'web' };
const publicAuthorization = `Bearer ${TEST_CONFIG.apiPublicToken}`;
const signedIn = { authorization: `Bearer ${USER_TOKEN}` };

const gatewayOver = (replies: AccountReplies) => {
  const upstream = fakeAccountsUpstream(replies);
  return { upstream, gateway: testGateway(upstream.fetch) };
};

describe('Mutation.requestSignInOtp', () => {
  const input = { mobile: '9810012345', countryCode: '+91', device };

  it('asks /auth/login-otp with the national number as a number and the device list', async () => {
    const sent = answer('OK', { statuscode: 200, message: 'Please check OTP sent on your phone number' });
    const { upstream, gateway } = gatewayOver({ 'POST /auth/login-otp': sent });
    const { data, errors } = await gateway.execute(REQUEST_OTP, { input });
    expect(errors).toBeUndefined();
    expect(data?.requestSignInOtp).toEqual({
      sent: true,
      message: 'Please check OTP sent on your phone number',
      resendAfterSeconds: 60,
      userErrors: [],
    });
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]?.body).toEqual({ mobile: 9810012345, countrycode: '+91', deviceIDs: [deviceInfo] });
    expect(upstream.calls[0]?.authorization).toBe(publicAuthorization);
  });

  it('answers an unknown number exactly like a known one, even when the api tells them apart with a 404', async () => {
    const known = gatewayOver({ 'POST /auth/login-otp': answer('OK', { statuscode: 200, message: 'Please check OTP sent on your phone number' }) });
    const unknown = gatewayOver({ 'POST /auth/login-otp': failure(404, 'Please enter a valid phone number') });
    const knownAnswer = await known.gateway.execute(REQUEST_OTP, { input });
    const unknownAnswer = await unknown.gateway.execute(REQUEST_OTP, { input });
    expect(unknownAnswer).toEqual(knownAnswer);
    expect(unknownAnswer.data?.requestSignInOtp).toEqual({
      sent: true,
      message: 'Please check OTP sent on your phone number',
      resendAfterSeconds: 60,
      userErrors: [],
    });
  });

  it('shows Please enter a valid phone number when the api refuses the number as invalid', async () => {
    const { gateway } = gatewayOver({ 'POST /auth/login-otp': failure(400, 'Please enter a valid phone number') });
    const { data } = await gateway.execute(REQUEST_OTP, { input });
    expect(data?.requestSignInOtp).toEqual({
      sent: false,
      message: null,
      resendAfterSeconds: 0,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Please enter a valid phone number', field: 'mobile' }],
    });
  });

  it('passes on the wait of a rate-limited request from retry-after', async () => {
    const wait = 'Please wait 42 seconds before requesting a new OTP';
    const { gateway } = gatewayOver({ 'POST /auth/login-otp': failure(429, wait, { 'retry-after': '42' }) });
    const { data } = await gateway.execute(REQUEST_OTP, { input });
    expect(data?.requestSignInOtp).toMatchObject({
      sent: false,
      resendAfterSeconds: 42,
      userErrors: [{ code: 'RATE_LIMITED', message: wait, field: null }],
    });
  });

  it('refuses an invalid number without calling the api', async () => {
    const { upstream, gateway } = gatewayOver({});
    const { data } = await gateway.execute(REQUEST_OTP, { input: { mobile: '12345', countryCode: '+91' } });
    expect(data?.requestSignInOtp).toMatchObject({
      sent: false,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Phone number must be required', field: 'mobile' }],
    });
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('Mutation.signInWithOtp', () => {
  const input = { mobile: '9810012345', countryCode: '+91', otp: '4321', device };

  it('answers the token and the session user as viewer, with no extra /user call', async () => {
    const { upstream, gateway } = gatewayOver({ 'POST /auth/login/otp': ok(session()) });
    const { data, errors } = await gateway.execute(SIGN_IN_WITH_OTP, { input });
    expect(errors).toBeUndefined();
    expect(data?.signInWithOtp).toEqual({
      token: USER_TOKEN,
      expiresAt: '2025-02-01T03:04:05.000Z',
      viewer: { internalId: session().user._id, displayName: 'asha', mobile: '+919810012345' },
      userErrors: [],
    });
    expect(upstream.calls.map((call) => call.url.pathname)).toEqual(['/api/v1/auth/login/otp']);
    expect(upstream.calls[0]?.body).toEqual({ otp: '4321', number: 9810012345, countrycode: '+91', deviceIDs: [deviceInfo] });
  });

  it('shows Invalid OTP when the api refuses the code', async () => {
    const { gateway } = gatewayOver({ 'POST /auth/login/otp': failure(400, 'Invalid OTP') });
    const { data } = await gateway.execute(SIGN_IN_WITH_OTP, { input });
    expect(data?.signInWithOtp).toEqual({
      token: null,
      expiresAt: null,
      viewer: null,
      userErrors: [{ code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }],
    });
  });

  it('asks for the OTP without calling the api when it has fewer than 4 digits', async () => {
    const { upstream, gateway } = gatewayOver({});
    const { data } = await gateway.execute(SIGN_IN_WITH_OTP, { input: { ...input, otp: '432' } });
    expect(data?.signInWithOtp).toMatchObject({ token: null, userErrors: [{ code: 'INVALID_OTP', message: 'Please Enter OTP', field: 'otp' }] });
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('Mutation.signInWithPassword', () => {
  it('signs in by e-mail with number 0, as the product sends it', async () => {
    const { upstream, gateway } = gatewayOver({ 'POST /auth/login/password': ok(session()) });
    const { data } = await gateway.execute(SIGN_IN_WITH_PASSWORD, { input: { email: 'Asha@Example.com', password: 'secret12' } });
    expect(data?.signInWithPassword).toMatchObject({ token: USER_TOKEN, viewer: { email: 'asha@example.com' }, userErrors: [] });
    expect(upstream.calls[0]?.body).toEqual({ email: 'asha@example.com', number: 0, password: 'secret12', deviceIDs: [] });
  });

  it('signs in by mobile number and dial code', async () => {
    const { upstream, gateway } = gatewayOver({ 'POST /auth/login/password': ok(session()) });
    const input = { mobile: '9810012345', countryCode: '+91', password: 'secret12', device };
    await gateway.execute(SIGN_IN_WITH_PASSWORD, { input });
    expect(upstream.calls[0]?.body).toEqual({ number: 9810012345, countrycode: '+91', password: 'secret12', deviceIDs: [deviceInfo] });
  });

  it('shows Invalid username or password when the api refuses the credentials', async () => {
    const { gateway } = gatewayOver({ 'POST /auth/login/password': failure(401, 'Invalid username or password') });
    const { data, errors } = await gateway.execute(SIGN_IN_WITH_PASSWORD, { input: { email: 'asha@example.com', password: 'wrong-pass' } });
    expect(errors).toBeUndefined();
    expect(data?.signInWithPassword).toEqual({
      token: null,
      expiresAt: null,
      viewer: null,
      userErrors: [{ code: 'INVALID_CREDENTIALS', message: 'Invalid username or password', field: null }],
    });
  });

  it('signs in with the public token even when the caller still sends an old user token', async () => {
    const { upstream, gateway } = gatewayOver({ 'POST /auth/login/password': ok(session()) });
    await gateway.execute(SIGN_IN_WITH_PASSWORD, { input: { email: 'asha@example.com', password: 'secret12' } }, signedIn);
    expect(upstream.calls[0]?.authorization).toBe(publicAuthorization);
  });

  it('refuses a missing e-mail and a short password without calling the api', async () => {
    const { upstream, gateway } = gatewayOver({});
    const { data } = await gateway.execute(SIGN_IN_WITH_PASSWORD, { input: { email: '', password: 'short' } });
    expect(data?.signInWithPassword).toMatchObject({
      userErrors: [
        { code: 'INVALID_INPUT', message: 'Password is required', field: 'password' },
        { code: 'INVALID_INPUT', message: 'E-mail is required', field: 'email' },
      ],
    });
    expect(upstream.calls).toHaveLength(0);
  });

  it('shows the generic spec message when the api fails with a 5xx', async () => {
    const { gateway } = gatewayOver({ 'POST /auth/login/password': failure(500, 'boom') });
    const { data } = await gateway.execute(SIGN_IN_WITH_PASSWORD, { input: { email: 'asha@example.com', password: 'secret12' } });
    expect(data?.signInWithPassword).toMatchObject({
      userErrors: [{ code: 'REJECTED', message: 'Something unexpected happened or please try again later.', field: null }],
    });
  });

  it('does not retry a sign-in the network dropped, and reports UPSTREAM_ERROR', async () => {
    const upstream = fakeUpstream(() => {
      throw new TypeError('fetch failed');
    });
    const { errors } = await testGateway(upstream.fetch).execute(SIGN_IN_WITH_PASSWORD, {
      input: { email: 'asha@example.com', password: 'secret12' },
    });
    expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(upstream.calls).toHaveLength(1);
  });
});

describe('Mutation.signOut', () => {
  it("revokes the caller's token with POST /auth/logout", async () => {
    const { upstream, gateway } = gatewayOver({ 'POST /auth/logout': answer('Signed out') });
    const { data } = await gateway.execute(SIGN_OUT, {}, signedIn);
    expect(data?.signOut).toEqual({ ok: true, message: 'Signed out', userErrors: [] });
    expect(upstream.calls.map((call) => [call.method, call.url.pathname, call.authorization])).toEqual([
      ['POST', '/api/v1/auth/logout', `Bearer ${USER_TOKEN}`],
    ]);
  });

  it('asks to sign in, without calling the api, when there is no user token', async () => {
    const { upstream, gateway } = gatewayOver({});
    const { data } = await gateway.execute(SIGN_OUT);
    expect(data?.signOut).toEqual({
      ok: false,
      message: null,
      userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }],
    });
    expect(upstream.calls).toHaveLength(0);
  });

  it('asks to sign in when the api no longer knows the token', async () => {
    const { gateway } = gatewayOver({ 'POST /auth/logout': failure(401, 'Unauthorized: a valid Authorization token is required') });
    const { data } = await gateway.execute(SIGN_OUT, {}, signedIn);
    expect(data?.signOut).toMatchObject({ ok: false, userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' }] });
  });
});
