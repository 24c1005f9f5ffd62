import { describe, expect, it } from 'vitest';
import { call, createAccount, latestCode, outboxFor, signIn, TestClock } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { EnquiryAnswer } from './schemas.ts';
import { callBody, enquiryRow, freshLeadMobile, leadEventsOf, postLead, priceBody, quickBody } from './test-helpers.ts';

const clock = new TestClock();
const ctx = testAppPerFile({ now: clock.now });
const HOUR = 3_600_000;

type Verified = { data: { data: string; otpverified: boolean; verifiedNumberToken?: string } };
const verify = (id: string, phone: number, otp: string) =>
  call<Verified>(ctx.app, 'POST', '/enquiry/verify', { body: { source: 'web', id, phone, countrycode: '+91', otp } });

/** Sends a call-back for `mobile` and verifies it with its SMS code: the verification's answer. */
async function verifiedCallBack(mobile: number) {
  const sent = await postLead(ctx, '/enquiry/call', callBody(mobile));
  return verify(sent.body.data.data, mobile, await latestCode(ctx.app, `+91${mobile}`));
}

describe('a number proven by an earlier lead', () => {
  it('gets a verified-number token from the verification, and the next lead with it is stored verified without an SMS', async () => {
    const mobile = freshLeadMobile();
    const proof = (await verifiedCallBack(mobile)).body.data.verifiedNumberToken;
    expect(proof).toMatch(/^v1\.\d{13}\.[0-9a-f]{64}$/);

    const next = await postLead(ctx, '/enquiry/create', priceBody(mobile, { verifiedNumberToken: proof }));
    expect(next.status).toBe(200);
    expect(next.body.message).toBe('Query submitted successfully soon you will notified');
    expect(next.body.data).toMatchObject({ otpSent: false, otpverified: true });
    expect(await enquiryRow(ctx, next.body.data.data)).toMatchObject({ kind: 'price', verified: true, verifiedAt: clock.now() });
    expect(await leadEventsOf(ctx, next.body.data.data)).toHaveLength(1);
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toHaveLength(1);
  });

  it('proves nothing for another number, after 12 hours, or when forged: the lead waits for its OTP', async () => {
    const mobile = freshLeadMobile();
    const proof = (await verifiedCallBack(mobile)).body.data.verifiedNumberToken ?? '';
    const other = freshLeadMobile();
    const forOther = await postLead(ctx, '/enquiry/call', callBody(other, { verifiedNumberToken: proof }));
    expect(forOther.body.data).toMatchObject({ otpSent: true });
    expect(await enquiryRow(ctx, forOther.body.data.data)).toMatchObject({ verified: false });

    const forged = await postLead(ctx, '/enquiry/quick', quickBody(mobile, { verifiedNumberToken: proof.replace(/.$/, (c) => (c === '0' ? '1' : '0')) }));
    expect(await enquiryRow(ctx, forged.body.data.data)).toMatchObject({ verified: false });

    clock.advance(12 * HOUR);
    const late = await postLead(ctx, '/enquiry/quick', quickBody(mobile, { verifiedNumberToken: proof }));
    expect(late.body.data).toMatchObject({ otpSent: true });
    expect(await enquiryRow(ctx, late.body.data.data)).toMatchObject({ verified: false });
  });

  it('is never handed out for an enquiry that was already verified (nothing was proven again)', async () => {
    const mobile = freshLeadMobile();
    const sent = await postLead(ctx, '/enquiry/call', callBody(mobile));
    const code = await latestCode(ctx.app, `+91${mobile}`);
    expect((await verify(sent.body.data.data, mobile, code)).body.data.verifiedNumberToken).toBeDefined();
    const again = await verify(sent.body.data.data, mobile, '0000');
    expect(again.status).toBe(200);
    expect(again.body.data.verifiedNumberToken).toBeUndefined();
  });

  it("stores a signed-in user's lead for their own number verified, and for another number waits for the OTP", async () => {
    const account = await createAccount(ctx.app);
    const token = await signIn(ctx.app, account.email, account.password);
    const own = await postLead(ctx, '/enquiry/call', callBody(Number(account.mobile)), { token });
    expect(own.body.data).toMatchObject({ otpSent: false, otpverified: true });
    const listed = await call<{ data: EnquiryAnswer[] }>(ctx.app, 'GET', '/user/enquiry', { token });
    expect(listed.body.data.map((enquiry) => [enquiry._id, enquiry.otpverified])).toContainEqual([own.body.data.data, true]);

    const someoneElse = await postLead(ctx, '/enquiry/call', callBody(freshLeadMobile()), { token });
    expect(someoneElse.body.data).toMatchObject({ otpSent: true });
  });
});
