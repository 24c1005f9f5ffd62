import { zoomSession } from './fixtures.ts';
import { fakeUpstream, failure, ok, type FakeReply, type RecordedCall } from './fake-upstream.ts';

/** A lead route of the contract, as `METHOD /path` below the api root. */
export type LeadRoute = `${'GET' | 'POST'} /${string}`;
export type LeadReplies = Partial<Record<LeadRoute, FakeReply | ((call: RecordedCall) => FakeReply)>>;

export const ENQUIRY_ID = '6650aa00bb11cc22dd33ee44';
/** The one live code of the fake: the OTP every lead "sent". */
export const LEAD_OTP = '4821';
export const LEAD_MOBILE = 9810012345;
/** The verified-number token the fake's verification hands out (opaque to the gateway). */
export const VERIFIED_TOKEN = 'v1.1772388000000.' + 'ab'.repeat(32);

/** CONTRACT.md's answer to a lead stored verified without an OTP (its number already proven). */
export const leadStoredVerified = (enquiryId = ENQUIRY_ID): FakeReply => {
  const message = 'Query submitted successfully soon you will notified';
  return { status: 200, body: { status: 200, message, data: { data: enquiryId, message, otpSent: false, retryAfter: 0, otpverified: true } } };
};

/** CONTRACT.md's answer to a stored lead whose OTP went out. */
export const leadSent = (enquiryId = ENQUIRY_ID, message = 'Please check OTP sent on your phone number'): FakeReply => ({
  status: 200,
  body: { status: 200, message, data: { data: enquiryId, message, otpSent: true, retryAfter: 60 } },
});

/** A 429: `held` when the lead was stored but an OTP limit held its code back (the id in `data`), else nothing stored. */
export const leadLimited = (message: string, retryAfter: number, held?: string): FakeReply => ({
  status: 429,
  headers: { 'retry-after': String(retryAfter) },
  body: { status: 429, message, ...(held === undefined ? {} : { data: { data: held, otpSent: false, retryAfter } }) },
});

/** `/enquiry/verify` of the fake: the stored id, its number and the live code, or 400 `Invalid OTP`. */
const verify = (call: RecordedCall): FakeReply => {
  const body = call.body as { id?: string; phone?: number; otp?: string };
  if (body.id !== ENQUIRY_ID || body.phone !== LEAD_MOBILE || body.otp !== LEAD_OTP) return failure(400, 'Invalid OTP');
  const message = 'Query submitted successfully soon you will notified';
  return { status: 200, body: { status: 200, message, data: { data: ENQUIRY_ID, otpverified: true, verifiedNumberToken: VERIFIED_TOKEN } } };
};

const DEFAULT_REPLIES: LeadReplies = {
  'POST /enquiry/call': leadSent(),
  'POST /enquiry/create': leadSent(),
  'POST /enquiry/quick': leadSent(),
  'GET /zoommeeting/upcoming': ok([zoomSession(1)]),
  'POST /zoommeeting/add-subscriber': leadSent(),
  'POST /subscriber/subscribe': { status: 200, body: { status: 200, message: 'Thank you for subscribing', data: { data: ENQUIRY_ID } } },
  'POST /enquiry/resend': leadSent(ENQUIRY_ID, 'OTP has been sent to the mobile for verify'),
  'POST /enquiry/verify': verify,
};

/** A fake api answering the lead routes (defaults above, `replies` override them; anything else 404), recording calls. */
export function fakeLeadsUpstream(replies: LeadReplies = {}) {
  const all = { ...DEFAULT_REPLIES, ...replies };
  return fakeUpstream((url, call) => {
    const route = `${call.method} ${url.pathname.replace(/^\/api\/v1/, '')}` as LeadRoute;
    const reply = all[route];
    return typeof reply === 'function' ? reply(call) : reply;
  });
}
