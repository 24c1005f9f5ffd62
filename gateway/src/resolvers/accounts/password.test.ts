import { describe, expect, it } from 'vitest';
import { answer, fakeAccountsUpstream, USER_TOKEN, type AccountReplies } from '../../testing/fake-accounts.ts';
import { failure } from '../../testing/fake-upstream.ts';
import { testGateway, TEST_CONFIG } from '../../testing/gateway.ts';

const REQUEST_RESET = /* GraphQL */ `
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) { sent message resendAfterSeconds userErrors { code message field } }
  }
`;
const VERIFY_RESET = /* GraphQL */ `
  mutation VerifyPasswordResetOtp($input: VerifyPasswordResetOtpInput!) {
    verifyPasswordResetOtp(input: $input) { verifyToken message userErrors { code message field } }
  }
`;
const RESET = /* GraphQL */ `
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) { message email mobile userErrors { code message field } }
  }
`;
const CHANGE = /* GraphQL */ `
  mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { ok message userErrors { code message field } } }
`;

const signedIn = { authorization: `Bearer ${USER_TOKEN}` };
const gatewayOver = (replies: AccountReplies) => {
  const upstream = fakeAccountsUpstream(replies);
  return { upstream, gateway: testGateway(upstream.fetch) };
};

describe('Mutation.requestPasswordReset', () => {
  it('e-mails the reset OTP to the lower-cased address', async () => {
    const sent = 'OTP has been sent to your registered e-mail';
    const { upstream, gateway } = gatewayOver({ 'POST /user/forgot-password': answer(sent) });
    const { data } = await gateway.execute(REQUEST_RESET, { input: { email: ' Asha@Example.com' } });
    expect(data?.requestPasswordReset).toEqual({ sent: true, message: sent, resendAfterSeconds: 60, userErrors: [] });
    expect(upstream.calls[0]?.body).toEqual({ email: 'asha@example.com' });
    expect(upstream.calls[0]?.authorization).toBe(`Bearer ${TEST_CONFIG.apiPublicToken}`);
  });

  it('answers an unknown address exactly like a known one, even when the api tells them apart with a 404', async () => {
    const known = gatewayOver({ 'POST /user/forgot-password': answer('OTP has been sent to your registered e-mail') });
    const unknown = gatewayOver({ 'POST /user/forgot-password': failure(404, 'No account found with this e-mail') });
    const knownAnswer = await known.gateway.execute(REQUEST_RESET, { input: { email: 'asha@example.com' } });
    const unknownAnswer = await unknown.gateway.execute(REQUEST_RESET, { input: { email: 'nobody@example.com' } });
    expect(unknownAnswer).toEqual(knownAnswer);
    expect(unknownAnswer.data?.requestPasswordReset).toEqual({
      sent: true,
      message: 'OTP has been sent to your registered e-mail',
      resendAfterSeconds: 60,
      userErrors: [],
    });
  });

  it('refuses an empty e-mail without calling the api', async () => {
    const { upstream, gateway } = gatewayOver({});
    const { data } = await gateway.execute(REQUEST_RESET, { input: { email: '' } });
    expect(data?.requestPasswordReset).toMatchObject({ userErrors: [{ code: 'INVALID_INPUT', message: 'E-mail is required', field: 'email' }] });
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('Mutation.verifyPasswordResetOtp', () => {
  it('answers the reset token the api spells verifiyToken', async () => {
    const { upstream, gateway } = gatewayOver({
      'POST /user/otp-verify-for-reset': answer('OK', { verifiyToken: 'reset-token', message: 'OTP verified' }),
    });
    const { data } = await gateway.execute(VERIFY_RESET, { input: { email: 'asha@example.com', otp: '9876' } });
    expect(data?.verifyPasswordResetOtp).toEqual({ verifyToken: 'reset-token', message: 'OTP verified', userErrors: [] });
    expect(upstream.calls[0]?.body).toEqual({ email: 'asha@example.com', otp: '9876' });
  });

  it('shows Invalid OTP when the api refuses the code', async () => {
    const { gateway } = gatewayOver({ 'POST /user/otp-verify-for-reset': failure(400, 'Invalid OTP') });
    const { data } = await gateway.execute(VERIFY_RESET, { input: { email: 'asha@example.com', otp: '9876' } });
    expect(data?.verifyPasswordResetOtp).toEqual({
      verifyToken: null,
      message: null,
      userErrors: [{ code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }],
    });
  });

  it('asks for the OTP without calling the api when it is short', async () => {
    const { upstream, gateway } = gatewayOver({});
    const { data } = await gateway.execute(VERIFY_RESET, { input: { email: 'asha@example.com', otp: '98' } });
    expect(data?.verifyPasswordResetOtp).toMatchObject({ userErrors: [{ code: 'INVALID_OTP', message: 'Please Enter OTP' }] });
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('Mutation.resetPassword', () => {
  const input = { verifyToken: 'reset-token', newPassword: 'Yatra#2025', confirmPassword: 'Yatra#2025' };

  it('sets the new password with the contract field names', async () => {
    const reset = answer('OK', { Message: 'Password has been reset successfully', Email: 'asha@example.com', Mobile: 9810012345 });
    const { upstream, gateway } = gatewayOver({ 'PUT /user/reset-password': reset });
    const { data } = await gateway.execute(RESET, { input });
    expect(data?.resetPassword).toEqual({
      message: 'Password has been reset successfully',
      email: 'asha@example.com',
      mobile: '9810012345',
      userErrors: [],
    });
    expect(upstream.calls[0]?.body).toEqual({ verifytoken: 'reset-token', newpassword: 'Yatra#2025', confirmpassword: 'Yatra#2025' });
  });

  it("shows the server's message for a spent token", async () => {
    const { gateway } = gatewayOver({ 'PUT /user/reset-password': failure(400, 'Invalid or expired reset token') });
    const { data } = await gateway.execute(RESET, { input });
    expect(data?.resetPassword).toEqual({
      message: null,
      email: null,
      mobile: null,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Invalid or expired reset token', field: 'verifyToken' }],
    });
  });

  it('applies the spec §5 rules without calling the api', async () => {
    const { upstream, gateway } = gatewayOver({});
    const { data } = await gateway.execute(RESET, { input: { ...input, newPassword: 'yatra2025', confirmPassword: 'yatra2024' } });
    expect(data?.resetPassword).toMatchObject({
      userErrors: [
        { code: 'INVALID_INPUT', message: 'Password must contain at least one special character: @$!%*#?&', field: 'newPassword' },
        { code: 'INVALID_INPUT', message: 'Passwords must match', field: 'confirmPassword' },
      ],
    });
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('Mutation.changePassword', () => {
  const input = { currentPassword: 'secret12', newPassword: 'Yatra#2025', confirmPassword: 'Yatra#2025' };

  it("changes the password with the caller's token", async () => {
    const { upstream, gateway } = gatewayOver({ 'PUT /user/change-password': answer('Password changed successfully') });
    const { data } = await gateway.execute(CHANGE, { input }, signedIn);
    expect(data?.changePassword).toEqual({ ok: true, message: 'Password changed successfully', userErrors: [] });
    expect(upstream.calls[0]?.authorization).toBe(`Bearer ${USER_TOKEN}`);
    expect(upstream.calls[0]?.body).toEqual({ password: 'secret12', newpassword: 'Yatra#2025', confirmpassword: 'Yatra#2025', source: 'web' });
  });

  it("shows the server's message for a wrong current password", async () => {
    const { gateway } = gatewayOver({ 'PUT /user/change-password': failure(400, 'Current password is incorrect') });
    const { data } = await gateway.execute(CHANGE, { input }, signedIn);
    expect(data?.changePassword).toEqual({
      ok: false,
      message: null,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Current password is incorrect', field: 'currentPassword' }],
    });
  });

  it('asks to sign in, without calling the api, when there is no user token', async () => {
    const { upstream, gateway } = gatewayOver({});
    const { data } = await gateway.execute(CHANGE, { input });
    expect(data?.changePassword).toMatchObject({ ok: false, userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' }] });
    expect(upstream.calls).toHaveLength(0);
  });
});
