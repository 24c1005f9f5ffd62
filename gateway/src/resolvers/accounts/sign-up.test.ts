import { describe, expect, it } from 'vitest';
import { answer, fakeAccountsUpstream, USER_ID, userProfile, type AccountReplies } from '../../testing/fake-accounts.ts';
import { failure } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';
import type { GatewayConfig } from '../../config.ts';

const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpInput!) { signUp(input: $input) { userId mobile message userErrors { code message field } } }
`;
const VERIFY_SIGN_UP = /* GraphQL */ `
  mutation VerifySignUpOtp($input: VerifySignUpOtpInput!) {
    verifySignUpOtp(input: $input) { verified message userErrors { code message field } }
  }
`;
const RESEND = /* GraphQL */ `
  mutation ResendOtp($input: ResendOtpInput!) {
    resendOtp(input: $input) { sent message resendAfterSeconds userErrors { code message field } }
  }
`;

const device = { deviceID: 'phone-1', deviceName: 'pixel', modelNo: 'Pixel 8', operaingSystem: 'Android 15', deviceType: 'android' };
const signUpInput = { email: 'Asha@Example.com', mobile: '9810012345', countryCode: '+91', password: 'secret12', device };
const sentForVerify = 'OTP has been sent to the mobile for verify';

const gatewayOver = (replies: AccountReplies, config: Partial<GatewayConfig> = {}) => {
  const upstream = fakeAccountsUpstream(replies);
  return { upstream, gateway: testGateway(upstream.fetch, config) };
};

const pendingUser = answer(sentForVerify, { user: { _id: USER_ID, mobile: 9810012345, countrycode: '+91', email: 'asha@example.com' } });

describe('Mutation.signUp', () => {
  it('creates the pending account with the contract body and answers its id', async () => {
    const { upstream, gateway } = gatewayOver({ 'POST /user/add-user': pendingUser });
    const { data, errors } = await gateway.execute(SIGN_UP, { input: signUpInput });
    expect(errors).toBeUndefined();
    expect(data?.signUp).toEqual({ userId: USER_ID, mobile: '9810012345', message: sentForVerify, userErrors: [] });
    expect(upstream.calls[0]?.body).toEqual({
      source: 'web',
      email: 'asha@example.com',
      password: 'secret12',
      mobile: 9810012345,
      location: { phonecode: '+91' },
      deviceIDs: [{ ...device }],
    });
  });

  it('sends the configured source code', async () => {
    const { upstream, gateway } = gatewayOver({ 'POST /user/add-user': pendingUser }, { sourceCode: 'app' });
    await gateway.execute(SIGN_UP, { input: signUpInput });
    expect(upstream.calls[0]?.body).toMatchObject({ source: 'app' });
  });

  it("shows the server's message when the e-mail is taken", async () => {
    const { gateway } = gatewayOver({ 'POST /user/add-user': failure(409, 'E-mail is already registered') });
    const { data } = await gateway.execute(SIGN_UP, { input: signUpInput });
    expect(data?.signUp).toEqual({
      userId: null,
      mobile: null,
      message: null,
      userErrors: [{ code: 'ALREADY_REGISTERED', message: 'E-mail is already registered', field: 'email' }],
    });
  });

  it('refuses an invalid mobile number without calling the api', async () => {
    const { upstream, gateway } = gatewayOver({});
    const { data } = await gateway.execute(SIGN_UP, { input: { ...signUpInput, mobile: '98100' } });
    expect(data?.signUp).toMatchObject({ userErrors: [{ code: 'INVALID_INPUT', message: 'Invalid phone number', field: 'mobile' }] });
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('Mutation.verifySignUpOtp', () => {
  it('confirms the account with otp, user id and devices', async () => {
    const { upstream, gateway } = gatewayOver({ 'POST /user/user-verify': answer('Mobile number verified', { user: userProfile() }) });
    const { data } = await gateway.execute(VERIFY_SIGN_UP, { input: { userId: USER_ID, otp: '1234', device } });
    expect(data?.verifySignUpOtp).toEqual({ verified: true, message: 'Mobile number verified', userErrors: [] });
    expect(upstream.calls[0]?.body).toEqual({ otp: '1234', user: USER_ID, deviceIDs: [device] });
  });

  it('shows Invalid OTP when the api refuses the code', async () => {
    const { gateway } = gatewayOver({ 'POST /user/user-verify': failure(400, 'Invalid OTP') });
    const { data } = await gateway.execute(VERIFY_SIGN_UP, { input: { userId: USER_ID, otp: '1234' } });
    expect(data?.verifySignUpOtp).toEqual({
      verified: false,
      message: null,
      userErrors: [{ code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }],
    });
  });

  it('asks for the OTP without calling the api when it is not 4 digits', async () => {
    const { upstream, gateway } = gatewayOver({});
    const { data } = await gateway.execute(VERIFY_SIGN_UP, { input: { userId: USER_ID, otp: '12' } });
    expect(data?.verifySignUpOtp).toMatchObject({ userErrors: [{ code: 'INVALID_OTP', message: 'Please Enter OTP', field: 'otp' }] });
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('Mutation.resendOtp', () => {
  const phone = { mobile: '9810012345', countryCode: '+91' };

  it.each([
    ['SIGN_UP', 'POST /user/send-opt', { source: 'web', mobile: 9810012345, countrycode: '+91' }, sentForVerify],
    ['SIGN_IN', 'POST /auth/login-otp', { mobile: 9810012345, countrycode: '+91', deviceIDs: [] }, 'Please check OTP sent on your phone number'],
    ['VERIFY_MOBILE', 'POST /otp/resend', { mobile: 9810012345, countrycode: '+91' }, sentForVerify],
  ] as const)('sends a %s code again through %s', async (purpose, route, body, message) => {
    const reply = route === 'POST /user/send-opt' ? answer(sentForVerify) : answer('OK', { message: sentForVerify });
    const { upstream, gateway } = gatewayOver({ [route]: reply });
    const { data } = await gateway.execute(RESEND, { input: { ...phone, purpose } });
    expect(data?.resendOtp).toEqual({ sent: true, message, resendAfterSeconds: 60, userErrors: [] });
    expect(upstream.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([route.replace(' ', ' /api/v1')]);
    expect(upstream.calls[0]?.body).toEqual(body);
  });

  it('resends a sign-up code for the given pending sign-up (userId), not just the number', async () => {
    const { upstream, gateway } = gatewayOver({ 'POST /user/send-opt': answer(sentForVerify) });
    await gateway.execute(RESEND, { input: { ...phone, purpose: 'SIGN_UP', userId: 'pending-1' } });
    expect(upstream.calls[0]?.body).toEqual({ source: 'web', mobile: 9810012345, countrycode: '+91', user: 'pending-1' });
  });

  it("shows the server's wait message and its retry-after when asked again within 60 s", async () => {
    const wait = 'Please wait 37 seconds before requesting a new OTP';
    const { gateway } = gatewayOver({ 'POST /user/send-opt': failure(429, wait, { 'retry-after': '37' }) });
    const { data } = await gateway.execute(RESEND, { input: { ...phone, purpose: 'SIGN_UP' } });
    expect(data?.resendOtp).toEqual({
      sent: false,
      message: null,
      resendAfterSeconds: 37,
      userErrors: [{ code: 'RATE_LIMITED', message: wait, field: null }],
    });
  });

  it('falls back to Invalid OTP, or Invalid mobile number for a mobile check, when the api gives no message', async () => {
    const noMessage = { status: 400, body: { status: 400 } };
    const { gateway } = gatewayOver({ 'POST /user/send-opt': noMessage, 'POST /otp/resend': noMessage });
    const signUp = await gateway.execute(RESEND, { input: { ...phone, purpose: 'SIGN_UP' } });
    expect(signUp.data?.resendOtp).toMatchObject({ userErrors: [{ code: 'INVALID_INPUT', message: 'Invalid OTP' }] });
    const verify = await gateway.execute(RESEND, { input: { ...phone, purpose: 'VERIFY_MOBILE' } });
    expect(verify.data?.resendOtp).toMatchObject({ userErrors: [{ code: 'INVALID_INPUT', message: 'Invalid mobile number' }] });
  });

  it('refuses an invalid number without calling the api', async () => {
    const { upstream, gateway } = gatewayOver({});
    const { data } = await gateway.execute(RESEND, { input: { mobile: '1', countryCode: '+91', purpose: 'SIGN_IN' } });
    expect(data?.resendOtp).toMatchObject({ userErrors: [{ code: 'INVALID_INPUT', message: 'Invalid mobile number', field: 'mobile' }] });
    expect(upstream.calls).toHaveLength(0);
  });
});
