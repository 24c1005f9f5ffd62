import { describe, expect, it } from 'vitest';
import { answer, fakeAccountsUpstream, USER_TOKEN, userProfile } from '../../testing/fake-accounts.ts';
import { failure, ok } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';

const REQUEST = /* GraphQL */ `mutation { requestEmailConfirmation { sent message resendAfterSeconds userErrors { code message field } } }`;
const CONFIRM = /* GraphQL */ `
  mutation Confirm($input: ConfirmEmailInput!) {
    confirmEmail(input: $input) { viewer { email emailVerified } userErrors { code message field } }
  }
`;
const signedIn = { authorization: `Bearer ${USER_TOKEN}` };
const signInRequired = [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }];

describe('Mutation.requestEmailConfirmation', () => {
  it("asks the api with the caller's token to e-mail a code", async () => {
    const upstream = fakeAccountsUpstream({ 'GET /user/email-confirmation-otp': answer('OTP has been sent to your e-mail') });
    const { data } = await testGateway(upstream.fetch).execute(REQUEST, {}, signedIn);
    expect(data?.requestEmailConfirmation).toEqual({ sent: true, message: 'OTP has been sent to your e-mail', resendAfterSeconds: 60, userErrors: [] });
    expect(upstream.calls[0]?.authorization).toBe(`Bearer ${USER_TOKEN}`);
  });

  it('asks a visitor to sign in without calling the api, and passes on an e-mail another account owns', async () => {
    const upstream = fakeAccountsUpstream({ 'GET /user/email-confirmation-otp': failure(409, 'E-mail is already registered') });
    const gateway = testGateway(upstream.fetch);
    expect((await gateway.execute(REQUEST)).data?.requestEmailConfirmation).toMatchObject({ sent: false, userErrors: signInRequired });
    expect(upstream.calls).toHaveLength(0);
    expect((await gateway.execute(REQUEST, {}, signedIn)).data?.requestEmailConfirmation).toMatchObject({
      sent: false,
      userErrors: [{ code: 'ALREADY_REGISTERED', message: 'E-mail is already registered', field: 'email' }],
    });
  });
});

describe('Mutation.confirmEmail', () => {
  it('sends the code as Otp with the source and answers the confirmed viewer', async () => {
    const upstream = fakeAccountsUpstream({ 'PUT /user/email-confirmation-verify': ok(userProfile({ emailVerified: true })) });
    const { data } = await testGateway(upstream.fetch).execute(CONFIRM, { input: { otp: ' 1234 ' } }, signedIn);
    expect(data?.confirmEmail).toEqual({ viewer: { email: userProfile().email, emailVerified: true }, userErrors: [] });
    expect(upstream.calls[0]?.body).toEqual({ Otp: '1234', source: 'web' });
  });

  it('answers Invalid OTP for a wrong code, Please Enter OTP for a short one (no call), sign-in for a visitor', async () => {
    const upstream = fakeAccountsUpstream({ 'PUT /user/email-confirmation-verify': failure(400, 'Invalid OTP') });
    const gateway = testGateway(upstream.fetch);
    expect((await gateway.execute(CONFIRM, { input: { otp: '9999' } }, signedIn)).data?.confirmEmail).toEqual({
      viewer: null,
      userErrors: [{ code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }],
    });
    expect((await gateway.execute(CONFIRM, { input: { otp: '12' } }, signedIn)).data?.confirmEmail).toMatchObject({
      userErrors: [{ code: 'INVALID_OTP', message: 'Please Enter OTP', field: 'otp' }],
    });
    expect((await gateway.execute(CONFIRM, { input: { otp: '1234' } })).data?.confirmEmail).toEqual({ viewer: null, userErrors: signInRequired });
    expect(upstream.calls).toHaveLength(1);
  });
});
