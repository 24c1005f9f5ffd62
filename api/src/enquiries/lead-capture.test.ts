import { describe, expect, it } from 'vitest';
import { call, createAccount, latestCode, otherCode, outboxFor, signIn, TestClock } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { EnquiryAnswer } from './schemas.ts';
import { callBody, enquiryRow, freshLeadMobile, KASHI, leadEventsOf, postLead, priceBody, titleOf, verify } from './test-helpers.ts';

const clock = new TestClock();
const ctx = testAppPerFile({ now: clock.now });
const sent = (id: string) => ({
  status: 200,
  message: 'Please check OTP sent on your phone number',
  data: { data: id, message: 'Please check OTP sent on your phone number', otpSent: true, retryAfter: 60 },
});

describe('POST /enquiry/call', () => {
  it('stores the call-back request with every field, unverified, before sending its OTP', async () => {
    const mobile = freshLeadMobile();
    const answer = await postLead(ctx, '/enquiry/call', callBody(mobile, { otpverified: true }), { ip: '198.51.100.7' });
    expect(answer.status).toBe(200);
    const id = answer.body.data.data;
    expect(answer.body).toEqual(sent(id));
    expect(await enquiryRow(ctx, id)).toMatchObject({
      kind: 'call',
      name: null,
      mobile: `+91${mobile}`,
      source: 'web',
      pagesSourceLink: 'http://localhost:3000/',
      verified: false,
      verifiedAt: null,
      userId: null,
      clientIp: '198.51.100.7',
      createdAt: clock.now(),
    });
    const [sms] = await outboxFor(ctx.app, `+91${mobile}`);
    expect(sms?.body).toContain('for mobile number verification');
  });
});

describe('POST /enquiry/create', () => {
  it("stores the price enquiry with the catalogue's title as its package name and comment, whatever the client sent", async () => {
    const phone = freshLeadMobile();
    const answer = await postLead(ctx, '/enquiry/create', priceBody(phone));
    expect(answer.status).toBe(200);
    const title = await titleOf(ctx, KASHI);
    expect(title).not.toBe('');
    expect(await enquiryRow(ctx, answer.body.data.data)).toMatchObject({
      kind: 'price',
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      mobile: `+91${phone}`,
      packages: [{ packageid: KASHI, packagename: title }],
      persons: null,
      comment: title,
      pagesSourceLink: 'http://localhost:3000/package/kashi',
      verified: false,
    });
  });

  it("answers 404 'Package not found' for an unknown package and stores nothing", async () => {
    const phone = freshLeadMobile();
    const answer = await postLead(ctx, '/enquiry/create', priceBody(phone, { packageid: 'f'.repeat(24) }));
    expect(answer.body).toEqual({ status: 404, message: 'Package not found' });
    expect(await outboxFor(ctx.app, `+91${phone}`)).toEqual([]);
  });
});

describe('POST /enquiry/verify', () => {
  it('marks the enquiry verified with the right code and writes exactly one lead event, once', async () => {
    const phone = freshLeadMobile();
    const id = (await postLead(ctx, '/enquiry/create', priceBody(phone))).body.data.data;
    const code = await latestCode(ctx.app, `+91${phone}`);
    const verified = await verify(ctx, id, phone, code);
    expect(verified.body).toEqual({ status: 200, message: 'Query submitted successfully soon you will notified', data: { data: id, otpverified: true, verifiedNumberToken: expect.stringMatching(/^v1\.\d{13}\.[0-9a-f]{64}$/) } });
    expect(await enquiryRow(ctx, id)).toMatchObject({ verified: true, verifiedAt: clock.now() });
    const events = await leadEventsOf(ctx, id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'enquiry.verified', payload: { _id: id, kind: 'price', mobile: phone, otpverified: true, email: 'asha.rao@example.com' } });

    const again = await verify(ctx, id, phone, code);
    expect(again.status, 'verifying again answers 200').toBe(200);
    expect(await leadEventsOf(ctx, id), 'and writes nothing more').toHaveLength(1);
  });

  it('verifies nothing with a wrong code, a forged id or another phone', async () => {
    const phone = freshLeadMobile();
    const id = (await postLead(ctx, '/enquiry/create', priceBody(phone))).body.data.data;
    const code = await latestCode(ctx.app, `+91${phone}`);
    const refused = { status: 400, message: 'Invalid OTP' };
    expect((await verify(ctx, id, phone, otherCode(code))).body, 'wrong code').toEqual(refused);
    expect((await verify(ctx, 'a'.repeat(24), phone, code)).body, 'forged id').toEqual(refused);
    expect((await verify(ctx, `${id.slice(0, 23)}${id.endsWith('0') ? '1' : '0'}`, phone, code)).body, 'forged id, one digit off').toEqual(refused);
    expect((await verify(ctx, id, freshLeadMobile(), code)).body, 'another phone').toEqual(refused);
    expect(await enquiryRow(ctx, id)).toMatchObject({ verified: false, verifiedAt: null });
    expect(await leadEventsOf(ctx, id)).toEqual([]);
    expect((await verify(ctx, id, phone, code)).status, 'the forgeries did not use up the code').toBe(200);
  });

  it('never trusts otpverified: a call-back sent as verified stays unverified until its code', async () => {
    const mobile = freshLeadMobile();
    const id = (await postLead(ctx, '/enquiry/call', callBody(mobile, { otpverified: true }))).body.data.data;
    expect((await verify(ctx, id, mobile, '')).body).toEqual({ status: 400, message: 'Invalid OTP' });
    expect((await enquiryRow(ctx, id))?.verified).toBe(false);
  });
});

describe('whose lead it is', () => {
  it("gives a signed-in caller's lead their user id, whatever number it names", async () => {
    const account = await createAccount(ctx.app, { mobile: freshLeadMobile() });
    const token = await signIn(ctx.app, account.email, account.password);
    const answer = await postLead(ctx, '/enquiry/call', callBody(freshLeadMobile()), { token });
    expect((await enquiryRow(ctx, answer.body.data.data))?.userId).toBe(account.userId);
  });

  it("lists a visitor's lead to the account of its number once verified, never before", async () => {
    const account = await createAccount(ctx.app, { mobile: freshLeadMobile() });
    const token = await signIn(ctx.app, account.email, account.password);
    const listed = async () => (await call<{ data: EnquiryAnswer[] }>(ctx.app, 'GET', '/user/enquiry?limit=100', { token })).body.data.map((row) => row._id);
    const unverified = (await postLead(ctx, '/enquiry/call', callBody(account.mobile))).body.data.data;
    clock.advance(61_000);
    const verifiedId = (await postLead(ctx, '/enquiry/create', priceBody(account.mobile))).body.data.data;
    expect(await listed()).toEqual([]);
    expect((await verify(ctx, verifiedId, account.mobile, await latestCode(ctx.app, account.e164))).status).toBe(200);
    expect(await listed()).toEqual([verifiedId]);
    expect(await listed()).not.toContain(unverified);
  });
});
