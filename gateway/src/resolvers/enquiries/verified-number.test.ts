import { describe, expect, it } from 'vitest';
import { ENQUIRY_ID, fakeLeadsUpstream, LEAD_OTP, leadStoredVerified, VERIFIED_TOKEN } from '../../testing/fake-leads.ts';
import { testGateway } from '../../testing/gateway.ts';

const CALL_BACK = /* GraphQL */ `
  mutation CallBack($input: RequestCallBackInput!) {
    requestCallBack(input: $input) { enquiryId otpSent verified retryAfterSeconds message userErrors { message } }
  }
`;
const VERIFY = /* GraphQL */ `
  mutation Verify($input: VerifyEnquiryOtpInput!) {
    verifyEnquiryOtp(input: $input) { verified verifiedNumberToken message userErrors { message } }
  }
`;

describe('verified-number tokens', () => {
  it('hands out the api\'s token when a code verifies an enquiry', async () => {
    const gateway = testGateway(fakeLeadsUpstream().fetch);
    const answer = await gateway.execute(VERIFY, { input: { enquiryId: ENQUIRY_ID, mobile: '9810012345', otp: LEAD_OTP } });
    expect(answer.data?.verifyEnquiryOtp).toEqual({
      verified: true,
      verifiedNumberToken: VERIFIED_TOKEN,
      message: 'Query submitted successfully soon you will notified',
      userErrors: [],
    });
  });

  it('sends the token with the next lead as verifiedNumberToken and answers a lead stored verified without an OTP', async () => {
    const upstream = fakeLeadsUpstream({ 'POST /enquiry/call': leadStoredVerified() });
    const gateway = testGateway(upstream.fetch);
    const answer = await gateway.execute(CALL_BACK, { input: { mobile: '9810012345', verifiedNumberToken: VERIFIED_TOKEN } });
    expect(answer.data?.requestCallBack).toEqual({
      enquiryId: ENQUIRY_ID,
      otpSent: false,
      verified: true,
      retryAfterSeconds: null,
      message: 'Query submitted successfully soon you will notified',
      userErrors: [],
    });
    expect(upstream.calls[0]?.body).toMatchObject({ verifiedNumberToken: VERIFIED_TOKEN });
  });

  it('sends no verifiedNumberToken when the client has none', async () => {
    const upstream = fakeLeadsUpstream();
    const gateway = testGateway(upstream.fetch);
    const answer = await gateway.execute(CALL_BACK, { input: { mobile: '9810012345', verifiedNumberToken: '' } });
    expect(answer.data?.requestCallBack).toMatchObject({ otpSent: true, verified: false });
    expect(upstream.calls[0]?.body).not.toHaveProperty('verifiedNumberToken');
  });
});
