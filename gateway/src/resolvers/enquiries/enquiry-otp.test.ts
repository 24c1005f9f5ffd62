import { describe, expect, it } from 'vitest';
import { ENQUIRY_ID, fakeLeadsUpstream, LEAD_OTP, leadLimited, type LeadReplies } from '../../testing/fake-leads.ts';
import { failure } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';

const VERIFY = `mutation Verify($input: VerifyEnquiryOtpInput!) { verifyEnquiryOtp(input: $input) { verified message userErrors { code message field } } }`;
const RESEND = `mutation Resend($input: ResendEnquiryOtpInput!) { resendEnquiryOtp(input: $input) { enquiryId otpSent retryAfterSeconds mobile message userErrors { code message field } } }`;

const setUp = (replies: LeadReplies = {}) => {
  const upstream = fakeLeadsUpstream(replies);
  return { upstream, gateway: testGateway(upstream.fetch) };
};
const target = { enquiryId: ENQUIRY_ID, mobile: '9810012345', countryCode: '+91' };
const invalidOtp = { verified: false, message: null, userErrors: [{ code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' }] };

describe('Mutation.verifyEnquiryOtp', () => {
  it("confirms the enquiry with its id, number and code, and answers the spec's text", async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(VERIFY, { input: { ...target, otp: LEAD_OTP } });
    expect(data?.verifyEnquiryOtp).toEqual({ verified: true, message: 'Query submitted successfully soon you will notified', userErrors: [] });
    expect(upstream.calls.map((call) => [call.url.pathname, call.body])).toEqual([
      ['/api/v1/enquiry/verify', { source: 'web', id: ENQUIRY_ID, phone: 9810012345, countrycode: '+91', otp: LEAD_OTP }],
    ]);
  });

  it.each([[''], ['12'], ['12345'], ['12a4']])("answers 'Please Enter OTP' for %j without calling the api", async (otp) => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(VERIFY, { input: { ...target, otp } });
    expect(data?.verifyEnquiryOtp).toEqual({ verified: false, message: null, userErrors: [{ code: 'INVALID_OTP', message: 'Please Enter OTP', field: 'otp' }] });
    expect(upstream.calls).toHaveLength(0);
  });

  it("answers 'Invalid OTP' for a wrong code, a forged enquiry id or another number", async () => {
    const { gateway } = setUp();
    const attempts = [
      { ...target, otp: '0000' },
      { ...target, enquiryId: 'f'.repeat(24), otp: LEAD_OTP },
      { ...target, mobile: '9810012346', otp: LEAD_OTP },
    ];
    for (const input of attempts) expect((await gateway.execute(VERIFY, { input })).data?.verifyEnquiryOtp).toEqual(invalidOtp);
  });

  it("answers a limit's 429 with its message and a 5xx with the spec's unexpected text", async () => {
    const limited = setUp({ 'POST /enquiry/verify': leadLimited('Too many wrong codes: ask for a new OTP', 600) });
    expect((await limited.gateway.execute(VERIFY, { input: { ...target, otp: LEAD_OTP } })).data?.verifyEnquiryOtp).toEqual({
      verified: false,
      message: null,
      userErrors: [{ code: 'RATE_LIMITED', message: 'Too many wrong codes: ask for a new OTP', field: null }],
    });
    const broken = setUp({ 'POST /enquiry/verify': failure(500, 'boom') });
    expect((await broken.gateway.execute(VERIFY, { input: { ...target, otp: LEAD_OTP } })).data?.verifyEnquiryOtp).toMatchObject({
      userErrors: [{ code: 'REJECTED', message: 'Some unexpected error occurred, Pls try again later.', field: null }],
    });
  });
});

describe('Mutation.resendEnquiryOtp', () => {
  it("texts the code again for the enquiry and answers the api's message and the countdown", async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(RESEND, { input: target });
    expect(data?.resendEnquiryOtp).toEqual({
      enquiryId: ENQUIRY_ID,
      otpSent: true,
      retryAfterSeconds: 60,
      mobile: '+919810012345',
      message: 'OTP has been sent to the mobile for verify',
      userErrors: [],
    });
    expect(upstream.calls[0]?.body).toEqual({ source: 'web', id: ENQUIRY_ID, phone: 9810012345, countrycode: '+91' });
  });

  it("answers 'Invalid OTP' when the api knows no unverified enquiry of that id and number", async () => {
    const { gateway } = setUp({ 'POST /enquiry/resend': failure(404, 'Enquiry not found') });
    const { data } = await gateway.execute(RESEND, { input: target });
    expect(data?.resendEnquiryOtp).toMatchObject({ enquiryId: null, otpSent: false, userErrors: [{ code: 'INVALID_OTP', message: 'Invalid OTP', field: null }] });
  });

  it("keeps the enquiry id and tells the wait when an OTP limit holds the code back", async () => {
    const { gateway } = setUp({ 'POST /enquiry/resend': leadLimited('Please wait 37 seconds before requesting a new OTP', 37, ENQUIRY_ID) });
    const { data } = await gateway.execute(RESEND, { input: target });
    expect(data?.resendEnquiryOtp).toEqual({
      enquiryId: ENQUIRY_ID,
      otpSent: false,
      retryAfterSeconds: 37,
      mobile: '+919810012345',
      message: null,
      userErrors: [{ code: 'RATE_LIMITED', message: 'Please wait 37 seconds before requesting a new OTP', field: null }],
    });
  });

  it("refuses a number that cannot be the enquiry's with 'Invalid mobile number' and calls nothing", async () => {
    const { upstream, gateway } = setUp();
    const { data } = await gateway.execute(RESEND, { input: { ...target, mobile: '123' } });
    expect(data?.resendEnquiryOtp).toMatchObject({ userErrors: [{ code: 'INVALID_INPUT', message: 'Invalid mobile number', field: 'mobile' }] });
    expect(upstream.calls).toHaveLength(0);
  });
});
