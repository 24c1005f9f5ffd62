import { describe, expect, it } from 'vitest';
import { call, latestCode, outboxFor, TestClock } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { BADRINATH, CHAR_DHAM, enquiryRow, freshLeadMobile, leadEventsOf, postLead, quickBody, titleOf, verify } from './test-helpers.ts';

const clock = new TestClock();
const ctx = testAppPerFile({ now: clock.now });

const resend = (id: string, phone: number) => call<{ data: { data: string; otpSent: boolean; retryAfter: number } }>(ctx.app, 'POST', '/enquiry/resend', { body: { source: 'web', id, phone, countrycode: '+91' } });

describe('POST /enquiry/quick', () => {
  it("stores the quick enquiry with every field and the catalogue's titles before its OTP", async () => {
    const phone = freshLeadMobile();
    const answer = await postLead(ctx, '/enquiry/quick', quickBody(phone));
    expect(answer.status).toBe(200);
    expect(await enquiryRow(ctx, answer.body.data.data)).toMatchObject({
      kind: 'quick',
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      mobile: `+91${phone}`,
      packages: [
        { packageid: CHAR_DHAM, packagename: await titleOf(ctx, CHAR_DHAM) },
        { packageid: BADRINATH, packagename: await titleOf(ctx, BADRINATH) },
      ],
      persons: '11-20',
      comment: 'Senior citizens in the group',
      pagesSourceLink: 'http://localhost:3000/search',
      source: 'android',
      verified: false,
    });
    expect(await outboxFor(ctx.app, `+91${phone}`)).toHaveLength(1);
  });

  it('stores a footer form as a footer enquiry', async () => {
    const answer = await postLead(ctx, '/enquiry/quick', quickBody(freshLeadMobile(), { form: 'footer' }));
    expect((await enquiryRow(ctx, answer.body.data.data))?.kind).toBe('footer');
  });

  it("answers 404 'Package not found' when one of the packages does not exist, storing nothing", async () => {
    const phone = freshLeadMobile();
    const answer = await postLead(ctx, '/enquiry/quick', quickBody(phone, { packagelist: [{ packageid: CHAR_DHAM }, { packageid: 'e'.repeat(24) }] }));
    expect(answer.body).toEqual({ status: 404, message: 'Package not found' });
    expect(await outboxFor(ctx.app, `+91${phone}`)).toEqual([]);
  });
});

describe('POST /enquiry/quick/verify', () => {
  it("verifies with the quick form's names and writes one lead event", async () => {
    const phone = freshLeadMobile();
    const id = (await postLead(ctx, '/enquiry/quick', quickBody(phone))).body.data.data;
    const body = { source: 'web', mobile: phone, countrycode: '+91', code: await latestCode(ctx.app, `+91${phone}`), enquiryId: id };
    const answer = await call(ctx.app, 'POST', '/enquiry/quick/verify', { body });
    expect(answer.body).toEqual({ status: 200, message: 'Query submitted successfully soon you will notified', data: { data: id, otpverified: true, verifiedNumberToken: expect.stringMatching(/^v1\.\d{13}\.[0-9a-f]{64}$/) } });
    expect((await enquiryRow(ctx, id))?.verified).toBe(true);
    expect(await leadEventsOf(ctx, id)).toHaveLength(1);
  });

  it('verifies nothing when the enquiry id is not the one the number sent', async () => {
    const phone = freshLeadMobile();
    const id = (await postLead(ctx, '/enquiry/quick', quickBody(phone))).body.data.data;
    const otherId = (await postLead(ctx, '/enquiry/quick', quickBody(freshLeadMobile()))).body.data.data;
    const body = { source: 'web', mobile: phone, code: await latestCode(ctx.app, `+91${phone}`), enquiryId: otherId };
    expect((await call(ctx.app, 'POST', '/enquiry/quick/verify', { body })).body).toEqual({ status: 400, message: 'Invalid OTP' });
    expect((await enquiryRow(ctx, otherId))?.verified).toBe(false);
    expect((await enquiryRow(ctx, id))?.verified).toBe(false);
  });
});

describe('POST /enquiry/resend', () => {
  it('sends a new code for an unverified enquiry, which then verifies it', async () => {
    const phone = freshLeadMobile();
    const id = (await postLead(ctx, '/enquiry/quick', quickBody(phone))).body.data.data;
    clock.advance(61_000);
    const answer = await resend(id, phone);
    expect(answer.body).toEqual({ status: 200, message: 'OTP has been sent to the mobile for verify', data: { data: id, message: 'OTP has been sent to the mobile for verify', otpSent: true, retryAfter: 60 } });
    expect(await outboxFor(ctx.app, `+91${phone}`)).toHaveLength(2);
    expect((await verify(ctx, id, phone, await latestCode(ctx.app, `+91${phone}`))).status).toBe(200);
  });

  it('answers 429 with the id within the resend gap, sending nothing', async () => {
    const phone = freshLeadMobile();
    const id = (await postLead(ctx, '/enquiry/quick', quickBody(phone))).body.data.data;
    const answer = await resend(id, phone);
    expect(answer.body).toEqual({ status: 429, message: 'Please wait 60 seconds before requesting a new OTP', data: { data: id, otpSent: false, retryAfter: 60 } });
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(await outboxFor(ctx.app, `+91${phone}`)).toHaveLength(1);
  });

  it("answers 404 'Enquiry not found' for an id and phone that do not match, or an enquiry already verified", async () => {
    const phone = freshLeadMobile();
    const id = (await postLead(ctx, '/enquiry/quick', quickBody(phone))).body.data.data;
    clock.advance(61_000);
    const notFound = { status: 404, message: 'Enquiry not found' };
    expect((await resend(id, freshLeadMobile())).body).toEqual(notFound);
    expect((await resend('0'.repeat(24), phone)).body).toEqual(notFound);
    expect((await verify(ctx, id, phone, await latestCode(ctx.app, `+91${phone}`))).status).toBe(200);
    expect((await resend(id, phone)).body).toEqual(notFound);
    expect(await outboxFor(ctx.app, `+91${phone}`)).toHaveLength(1);
  });
});
