import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import type { LimitsPolicy } from '../limits/policy.ts';
import { latestCode, outboxFor, TestClock } from '../test-support/accounts.ts';
import { limitersPerFile } from '../test-support/limiter-stores.ts';
import { createTestApp, createTestAppOver, type TestApp } from '../test-support/test-app.ts';
import { callBody, enquiriesOf, enquiryRow, freshLeadMobile, postLead, verify } from './test-helpers.ts';

const clock = new TestClock();
let database: Database;
beforeAll(async () => {
  database = (await createTestApp()).database;
});
afterAll(async () => {
  await database.close();
});

/** The app over the file's database with a fresh set of limits (`policy` overrides). */
/** Memory, or Redis in the project "limits on Redis" (test-support/limiter-stores.ts). */
const limiters = limitersPerFile();
const freshApp = (policy: Partial<LimitsPolicy> = {}): TestApp => createTestAppOver(database, { now: clock.now, limits: limiters.limits(policy) });

/** Expects a lead limit's refusal: 429 with retry-after, nothing stored for the number, no SMS. */
async function expectRefusedLead(ctx: TestApp, mobile: number, answer: Awaited<ReturnType<typeof postLead>>, message: RegExp) {
  expect(answer.status).toBe(429);
  expect(answer.body.message).toMatch(message);
  expect(answer.body.data, 'no lead was stored, so no id').toBeUndefined();
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await enquiriesOf(ctx, `+91${mobile}`)).toEqual([]);
  expect(await outboxFor(ctx.app, `+91${mobile}`)).toEqual([]);
}

describe('lead limits', () => {
  it('refuses leads past the per-IP cap with 429 and retry-after, storing nothing and sending no SMS', async () => {
    const ctx = freshApp({ leadsPerIp: 1 });
    expect((await postLead(ctx, '/enquiry/call', callBody(freshLeadMobile()), { ip: '203.0.113.81' })).status).toBe(200);
    const mobile = freshLeadMobile();
    const refused = await postLead(ctx, '/enquiry/call', callBody(mobile), { ip: '203.0.113.81' });
    await expectRefusedLead(ctx, mobile, refused, /^Too many enquiries from your network\. Please try again in \d+ minutes?\.$/);
    expect((await postLead(ctx, '/enquiry/call', callBody(mobile), { ip: '203.0.113.82' })).status, 'another IP may still send').toBe(200);
  });

  it('refuses leads naming one number past the per-contact cap, from any IP', async () => {
    const ctx = freshApp({ leadsPerContact: 1 });
    const mobile = freshLeadMobile();
    const first = await postLead(ctx, '/enquiry/call', callBody(mobile));
    clock.advance(61_000);
    const refused = await postLead(ctx, '/enquiry/call', callBody(mobile));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many enquiries for this number\./);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await enquiriesOf(ctx, `+91${mobile}`)).map((row) => row.id)).toEqual([first.body.data.data]);
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toHaveLength(1);
  });

  it('refuses leads past the global per-minute cap', async () => {
    const ctx = freshApp({ leadsGlobalPerMinute: 1 });
    expect((await postLead(ctx, '/enquiry/call', callBody(freshLeadMobile()))).status).toBe(200);
    const mobile = freshLeadMobile();
    await expectRefusedLead(ctx, mobile, await postLead(ctx, '/enquiry/call', callBody(mobile)), /^We are receiving too many enquiries right now\./);
  });

  it('refuses a number outside the SMS countries before storing it', async () => {
    const ctx = freshApp();
    const answer = await postLead(ctx, '/enquiry/call', { ...callBody(0), mobile: 15123456789, countrycode: '+49' });
    expect(answer.body).toEqual({
      status: 400,
      message: 'OTP cannot be sent to mobile numbers of this country. Please use an Indian mobile number or one from a supported country.',
    });
    expect(await enquiriesOf(ctx, '+4915123456789')).toEqual([]);
  });
});

describe('OTP limits on a stored lead', () => {
  it('keeps the lead and answers 429 with its id inside the resend gap; the live code still verifies it', async () => {
    const ctx = freshApp();
    const mobile = freshLeadMobile();
    await postLead(ctx, '/enquiry/call', callBody(mobile));
    const code = await latestCode(ctx.app, `+91${mobile}`);
    const held = await postLead(ctx, '/enquiry/call', callBody(mobile, { pagessourcelink: 'http://localhost:3000/second' }));
    const id = held.body.data.data;
    expect(held.body).toEqual({ status: 429, message: 'Please wait 60 seconds before requesting a new OTP', data: { data: id, otpSent: false, retryAfter: 60 } });
    expect(held.headers.get('retry-after')).toBe('60');
    expect(await enquiryRow(ctx, id)).toMatchObject({ kind: 'call', pagesSourceLink: 'http://localhost:3000/second', verified: false });
    expect(await outboxFor(ctx.app, `+91${mobile}`), 'no extra SMS').toHaveLength(1);
    expect((await verify(ctx, id, mobile, code)).status).toBe(200);
  });

  it("keeps the lead past the number's hourly OTP cap: 429 with the id, no sixth SMS", async () => {
    const ctx = freshApp();
    const mobile = freshLeadMobile();
    for (let n = 1; n <= 5; n += 1) {
      clock.advance(61_000);
      expect((await postLead(ctx, '/enquiry/call', callBody(mobile), { ip: '203.0.113.90' })).status, `lead ${n}`).toBe(200);
    }
    clock.advance(61_000);
    const capped = await postLead(ctx, '/enquiry/call', callBody(mobile), { ip: '203.0.113.90' });
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe('Too many OTP requests. Please try again after an hour');
    expect(capped.body.data).toMatchObject({ data: expect.stringMatching(/^[0-9a-f]{24}$/), otpSent: false });
    expect(await enquiryRow(ctx, capped.body.data.data)).toMatchObject({ mobile: `+91${mobile}`, verified: false });
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toHaveLength(5);
  });

  it('keeps the lead when the global per-minute OTP cap holds its code back', async () => {
    const ctx = freshApp({ otpGlobalOpenPerMinute: 1 });
    expect((await postLead(ctx, '/enquiry/call', callBody(freshLeadMobile()))).status).toBe(200);
    const mobile = freshLeadMobile();
    const held = await postLead(ctx, '/enquiry/call', callBody(mobile));
    expect(held.status).toBe(429);
    expect(held.body.message).toMatch(/^We are sending too many OTPs right now\./);
    expect(held.body.data.otpSent).toBe(false);
    expect(await enquiryRow(ctx, held.body.data.data)).toBeDefined();
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toEqual([]);
  });

  it('counts a lead of an already proven number like any other: past the per-number cap it is refused, stored nothing', async () => {
    const ctx = freshApp({ leadsPerContact: 2 });
    const mobile = freshLeadMobile();
    const first = await postLead(ctx, '/enquiry/call', callBody(mobile));
    const proof = await verify(ctx, first.body.data.data, mobile, await latestCode(ctx.app, `+91${mobile}`));
    const token = (proof.body.data as { verifiedNumberToken?: string }).verifiedNumberToken;
    const second = await postLead(ctx, '/enquiry/call', callBody(mobile, { verifiedNumberToken: token }));
    expect(second.body.data).toMatchObject({ otpverified: true });
    const third = await postLead(ctx, '/enquiry/call', callBody(mobile, { verifiedNumberToken: token }));
    expect(third.status).toBe(429);
    expect(await enquiriesOf(ctx, `+91${mobile}`)).toHaveLength(2);
  });
});
