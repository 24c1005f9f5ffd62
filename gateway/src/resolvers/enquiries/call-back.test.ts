import { describe, expect, it } from 'vitest';
import { USER_TOKEN } from '../../testing/fake-accounts.ts';
import { ENQUIRY_ID, fakeLeadsUpstream, leadLimited, type LeadReplies } from '../../testing/fake-leads.ts';
import { failure } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';

const CALL_BACK = /* GraphQL */ `
  mutation CallBack($input: RequestCallBackInput!) {
    requestCallBack(input: $input) { enquiryId otpSent retryAfterSeconds mobile message userErrors { code message field } }
  }
`;

const setUp = (replies: LeadReplies = {}) => {
  const upstream = fakeLeadsUpstream(replies);
  return { upstream, gateway: testGateway(upstream.fetch) };
};
const requestCallBack = async (gateway: ReturnType<typeof testGateway>, input: Record<string, unknown>, headers = {}) =>
  (await gateway.execute(CALL_BACK, { input }, headers)).data?.requestCallBack;

const notSent = (userErrors: unknown[], extra: Record<string, unknown> = {}) => ({
  enquiryId: null,
  otpSent: false,
  retryAfterSeconds: null,
  mobile: null,
  message: null,
  userErrors,
  ...extra,
});

describe('Mutation.requestCallBack', () => {
  it("stores the call-back with the contract body and answers the enquiry id, the number and the spec's sent text", async () => {
    const { upstream, gateway } = setUp();
    const answer = await requestCallBack(gateway, { mobile: '098100 12345', pageUrl: 'https://example.com/kailash' });
    expect(answer).toEqual({
      enquiryId: ENQUIRY_ID,
      otpSent: true,
      retryAfterSeconds: 60,
      mobile: '+919810012345',
      message: 'Please check OTP sent on your phone number',
      userErrors: [],
    });
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]?.body).toEqual({
      source: 'web',
      mobile: 9810012345,
      countrycode: '+91',
      otpverified: false,
      pagessourcelink: 'https://example.com/kailash',
    });
    expect(upstream.calls[0]?.authorization).toBe('Bearer public-test-token');
  });

  it.each([[''], ['98100'], ['12345678901234']])("answers 'Phone number is required' for %j without calling the api", async (mobile) => {
    const { upstream, gateway } = setUp();
    expect(await requestCallBack(gateway, { mobile })).toEqual(
      notSent([{ code: 'INVALID_INPUT', message: 'Phone number is required', field: 'mobile' }]),
    );
    expect(upstream.calls).toHaveLength(0);
  });

  it("answers any other refusal with 'Invalid mobile number'", async () => {
    const { gateway } = setUp({ 'POST /enquiry/call': failure(400, 'Mobile numbers of this country cannot receive an OTP') });
    expect(await requestCallBack(gateway, { mobile: '4155552671', countryCode: '+1' })).toEqual(
      notSent([{ code: 'INVALID_INPUT', message: 'Invalid mobile number', field: 'mobile' }]),
    );
  });

  it("answers a lead limit's 429 with RATE_LIMITED, the api's message and the wait, and no enquiry id (nothing stored)", async () => {
    const { gateway } = setUp({ 'POST /enquiry/call': leadLimited('Too many enquiries: please try again in 30 minutes', 1800) });
    expect(await requestCallBack(gateway, { mobile: '9810012345' })).toEqual(
      notSent([{ code: 'RATE_LIMITED', message: 'Too many enquiries: please try again in 30 minutes', field: null }], { retryAfterSeconds: 1800 }),
    );
  });

  it('keeps the enquiry id and the wait of a lead stored while an OTP limit held its code back', async () => {
    const { gateway } = setUp({ 'POST /enquiry/call': leadLimited('Please wait 42 seconds before requesting a new OTP', 42, ENQUIRY_ID) });
    expect(await requestCallBack(gateway, { mobile: '9810012345' })).toEqual({
      enquiryId: ENQUIRY_ID,
      otpSent: false,
      retryAfterSeconds: 42,
      mobile: '+919810012345',
      message: null,
      userErrors: [{ code: 'RATE_LIMITED', message: 'Please wait 42 seconds before requesting a new OTP', field: null }],
    });
  });

  it.each([
    ['a 5xx', () => failure(503, 'Service Unavailable')],
    ['a network failure', () => { throw new TypeError('fetch failed'); }],
    ['an answer that breaks the contract', () => ({ status: 200, body: { status: 200, message: 'OK', data: {} } })],
  ])("answers %s with 'Some unexpected error occurred, Pls try again later.'", async (_case, reply) => {
    const { gateway } = setUp({ 'POST /enquiry/call': reply });
    const { data, errors } = await gateway.execute(CALL_BACK, { input: { mobile: '9810012345' } });
    expect(errors).toBeUndefined();
    expect(data?.requestCallBack).toEqual(
      notSent([{ code: 'REJECTED', message: 'Some unexpected error occurred, Pls try again later.', field: null }]),
    );
  });

  it("sends a signed-in caller's lead with their token, and once more as a visitor when the api refuses that token", async () => {
    const { upstream, gateway } = setUp({
      'POST /enquiry/call': (call) =>
        call.authorization === 'Bearer revoked' ? failure(401, 'Please sign in to continue') : { status: 200, body: { status: 200, message: 'ok', data: { data: ENQUIRY_ID, otpSent: true, retryAfter: 60 } } },
    });
    await requestCallBack(gateway, { mobile: '9810012345' }, { authorization: `Bearer ${USER_TOKEN}` });
    expect(upstream.calls.map((call) => call.authorization)).toEqual([`Bearer ${USER_TOKEN}`]);
    upstream.calls.length = 0;
    expect(await requestCallBack(gateway, { mobile: '9810012345' }, { authorization: 'Bearer revoked' })).toMatchObject({ enquiryId: ENQUIRY_ID, userErrors: [] });
    expect(upstream.calls.map((call) => call.authorization)).toEqual(['Bearer revoked', 'Bearer public-test-token']);
  });
});
