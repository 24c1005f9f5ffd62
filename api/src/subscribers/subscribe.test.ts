import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadEvents, subscribers } from '../db/schema/leads.ts';
import { createLimits } from '../limits/limits.ts';
import { call, freshClientIp, trustedClientIp } from '../test-support/accounts.ts';
import { createTestAppOver, testAppPerFile } from '../test-support/test-app.ts';

const shared = testAppPerFile();

type SubscribeAnswer = { data: { data: string } };
const subscribe = (body: Record<string, unknown>, app = shared.app, headers?: Record<string, string>) =>
  call<SubscribeAnswer>(app, 'POST', '/subscriber/subscribe', { body, ...(headers ? { headers } : {}) });

let emails = 0;
const freshEmail = () => `subscriber${(emails += 1)}-${randomInt(1e9)}@example.com`;
/** A valid Indian mobile with this file's prefix 82. */
const freshMobile = () => 8_200_000_000 + randomInt(100_000_000);

const rowsOf = (email: string) => shared.database.db.select().from(subscribers).where(eq(subscribers.email, email));
const eventsOf = (id: string) =>
  shared.database.db.select().from(leadEvents).where(and(eq(leadEvents.type, 'subscriber.subscribed'), eq(leadEvents.subjectId, id)));

describe('POST /subscriber/subscribe', () => {
  it('stores the subscriber with every field and writes one lead event', async () => {
    const email = freshEmail();
    const mobile = freshMobile();
    const clientIp = freshClientIp();
    const answer = await subscribe(
      { source: 'android', email: `  ${email.toUpperCase()} `, firstName: ' Asha ', lastName: 'Rao', mobile, countryCode: '+91', category: 'WhatsApp' },
      shared.app,
      trustedClientIp(clientIp),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 200, message: 'Thank you for subscribing', data: { data: expect.stringMatching(/^[0-9a-f]{24}$/) } });
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({
      id: answer.body.data.data,
      email,
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: `+91${mobile}`,
      category: 'whatsapp',
      source: 'android',
      clientIp,
    });
    const events = await eventsOf(row!.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ _id: row!.id, email, firstName: 'Asha', lastName: 'Rao', mobile, countryCode: '+91', category: 'whatsapp', source: 'android' });
    expect(events[0]!.deliveredAt).toBeNull();
  });

  it("subscribes to the newsletter when no category is named, without a mobile", async () => {
    const email = freshEmail();
    expect((await subscribe({ source: 'web', email, firstName: 'Gopal' })).status).toBe(200);
    expect(await rowsOf(email)).toEqual([expect.objectContaining({ category: 'newsletter', lastName: null, mobile: null })]);
  });

  it("answers a repeat alike and keeps one row and one event, and a stranger's repeat rewrites nothing", async () => {
    const email = freshEmail();
    const mobile = freshMobile();
    const first = await subscribe({ source: 'web', email, firstName: 'Meera', lastName: 'Iyer', mobile });
    const again = await subscribe({ source: 'ios', email, firstName: 'Meenakshi' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', mobile: `+91${mobile}`, source: 'web' });
    expect(await eventsOf(rows[0]!.id)).toHaveLength(1);
  });

  it('keeps a subscription per category of one e-mail', async () => {
    const email = freshEmail();
    await subscribe({ source: 'web', email, firstName: 'Ravi' });
    await subscribe({ source: 'web', email, firstName: 'Ravi', category: 'youtube' });
    expect((await rowsOf(email)).map((row) => row.category).sort()).toEqual(['newsletter', 'youtube']);
  });

  it('makes one row and one event from five subscriptions at once', async () => {
    const email = freshEmail();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => subscribe({ source: 'web', email, firstName: `Name${index}` })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.data.data))).toEqual(new Set([rows[0]!.id]));
    expect(await eventsOf(rows[0]!.id)).toHaveLength(1);
  });

  it('answers 429 with retry-after and stores nothing once the lead limit of the e-mail is reached, whatever number comes with it', async () => {
    const { app } = createTestAppOver(shared.database, { limits: createLimits({ leadsPerContact: 1 }) });
    const email = freshEmail();
    expect((await subscribe({ source: 'web', email, firstName: 'Asha', mobile: freshMobile() }, app)).status).toBe(200);
    const answer = await subscribe({ source: 'web', email, firstName: 'Asha', mobile: freshMobile(), category: 'youtube' }, app);
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/^Too many enquiries for this number\. Please try again in /);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await rowsOf(email)).map((row) => row.category)).toEqual(['newsletter']);
  });

  it('counts the lower-cased e-mail as the contact when there is no mobile', async () => {
    const { app } = createTestAppOver(shared.database, { limits: createLimits({ leadsPerContact: 1 }) });
    const email = freshEmail();
    expect((await subscribe({ source: 'web', email, firstName: 'Asha' }, app)).status).toBe(200);
    const answer = await subscribe({ source: 'web', email: email.toUpperCase(), firstName: 'Asha', category: 'youtube' }, app);
    expect(answer.status).toBe(429);
    expect((await rowsOf(email)).map((row) => row.category)).toEqual(['newsletter']);
  });

  it('answers 429 for too many subscriptions from one network', async () => {
    const { app } = createTestAppOver(shared.database, { limits: createLimits({ leadsPerIp: 2 }) });
    const headers = trustedClientIp(freshClientIp());
    for (let index = 0; index < 2; index += 1) expect((await subscribe({ source: 'web', email: freshEmail(), firstName: 'A' }, app, headers)).status).toBe(200);
    const email = freshEmail();
    const answer = await subscribe({ source: 'web', email, firstName: 'A' }, app, headers);
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/^Too many enquiries from your network\./);
    expect(await rowsOf(email)).toHaveLength(0);
  });

  it.each([
    ['no source', { email: 'a@example.com', firstName: 'A' }, "Invalid body field 'source': must be 'web', 'android' or 'ios'"],
    ['an unknown source', { source: 'fax', email: 'a@example.com', firstName: 'A' }, "Invalid body field 'source': must be 'web', 'android' or 'ios'"],
    ['no e-mail', { source: 'web', firstName: 'A' }, "Invalid body field 'email': Enter a valid email address"],
    ['a malformed e-mail', { source: 'web', email: 'asha@', firstName: 'A' }, "Invalid body field 'email': Enter a valid email address"],
    ['no first name', { source: 'web', email: 'a@example.com' }, "Invalid body field 'firstName': is required"],
    ['a blank first name', { source: 'web', email: 'a@example.com', firstName: '  ' }, "Invalid body field 'firstName': is required"],
    ['a category that is not a slug', { source: 'web', email: 'a@example.com', firstName: 'A', category: 'news letter!' }, "Invalid body field 'category': must be a short lowercase word such as 'newsletter' or 'whatsapp'"],
    ['a mobile that is neither digits nor a number', { source: 'web', email: 'a@example.com', firstName: 'A', mobile: true }, "Invalid body field 'mobile': must be the national number (digits only, at most 15)"],
    ['a mobile that is not a number of its country', { source: 'web', email: 'a@example.com', firstName: 'A', mobile: 98100 }, 'Invalid phone number'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, body, message) => {
    const answer = await subscribe(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await rowsOf('a@example.com')).toHaveLength(0);
  });
});
