import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { leadEvents } from '../db/schema/leads.ts';
import { TestClock } from '../test-support/accounts.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { writeLeadEvent } from './lead-events.ts';
import { claimDueEvents, markDelivered } from './outbox.ts';
import { createWebhookSender, type WebhookSenderOptions } from './webhook-sender.ts';
import { startWebhookServer, type ReceivedPost } from './webhook-test-server.ts';

const SECRET = 'a-test-leads-webhook-secret';
const MINUTE = 60_000;

let database: Database;
let server: Awaited<ReturnType<typeof startWebhookServer>> | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from ${leadEvents}`);
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

let subjects = 0;
async function writeEvents(count: number, now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    subjects += 1;
    const subjectId = `subject${String(subjects).padStart(6, '0')}`;
    await writeLeadEvent(database.db, { type: 'subscriber.subscribed', subjectId, payload: { _id: subjectId, email: `${subjectId}@example.com` }, now });
    ids.push(subjectId);
  }
  return ids;
}

const rows = () => database.db.select().from(leadEvents).orderBy(leadEvents.id);

function sender(clock: TestClock, url: string, options: Partial<WebhookSenderOptions> = {}) {
  return createWebhookSender({ db: database.db, url, secret: SECRET, now: clock.now, timeoutMs: 10_000, random: () => 0.5, logger: { error: () => {} }, ...options });
}

const verifies = (post: ReceivedPost): boolean => {
  const expected = Buffer.from(`sha256=${createHmac('sha256', SECRET).update(post.body).digest('hex')}`);
  const given = Buffer.from(String(post.headers['x-lead-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
};

describe('the leads webhook sender', () => {
  it('delivers an event exactly once after a 500 and a timeout', async () => {
    server = await startWebhookServer({ replies: [500, 'hang', 200] });
    const clock = new TestClock();
    await writeEvents(1, clock.now());
    const webhook = sender(clock, server.url);
    // The same outbox and server; a short timeout only for the post the server never answers.
    const impatient = sender(clock, server.url, { timeoutMs: 500 });

    expect(await webhook.runOnce()).toEqual({ delivered: 0, failed: 1 });
    const [afterError] = await rows();
    expect(afterError).toMatchObject({ attempts: 1, lastError: 'HTTP 500', deliveredAt: null, leasedUntil: null });
    expect(afterError!.nextAttemptAt!.getTime() - clock.now().getTime()).toBe(22_500);
    await webhook.runOnce();
    expect(server.received).toHaveLength(1);

    clock.advance(MINUTE);
    expect(await impatient.runOnce()).toEqual({ delivered: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ attempts: 2, lastError: 'no answer within 500 ms', deliveredAt: null });

    clock.advance(10 * MINUTE);
    expect(await webhook.runOnce()).toEqual({ delivered: 1, failed: 0 });
    const deliveredAt = clock.now();
    clock.advance(120 * MINUTE);
    expect(await webhook.runOnce()).toEqual({ delivered: 0, failed: 0 });

    expect(server.received.map((post) => post.status)).toEqual([500, 'hang', 200]);
    expect(new Set(server.received.map((post) => post.body)).size).toBe(1);
    expect((await rows())[0]).toMatchObject({ attempts: 2, deliveredAt, leasedUntil: null });
  });

  it('signs the exact body with HMAC-SHA256 and names the event in its headers', async () => {
    server = await startWebhookServer();
    const clock = new TestClock();
    await writeEvents(1, clock.now());
    await sender(clock, server.url).runOnce();
    const [post] = server.received;
    const [row] = await rows();
    expect(verifies(post!)).toBe(true);
    expect(post!.headers['content-type']).toBe('application/json');
    expect(post!.headers['x-lead-event-id']).toBe(String(row!.id));
    expect(JSON.parse(post!.body)).toEqual({ id: row!.id, type: 'subscriber.subscribed', createdAt: row!.createdAt.toISOString(), data: row!.payload });
    expect(verifies({ ...post!, body: post!.body.replace('example.com', 'example.org') })).toBe(false);
  });

  it('waits longer after each failure', async () => {
    server = await startWebhookServer({ fallback: 500 });
    const clock = new TestClock();
    await writeEvents(1, clock.now());
    const webhook = sender(clock, server.url, { random: () => 0 });
    const waits: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      await webhook.runOnce();
      const [row] = await rows();
      waits.push(row!.nextAttemptAt!.getTime() - clock.now().getTime());
      clock.advance(row!.nextAttemptAt!.getTime() - clock.now().getTime());
    }
    expect(waits).toEqual([15_000, 30_000, 60_000, 120_000, 240_000]);
    expect(server.received).toHaveLength(5);
  });

  it('gives an event up after the last attempt, keeping its error, and says so once', async () => {
    server = await startWebhookServer({ fallback: 503 });
    const clock = new TestClock();
    await writeEvents(1, clock.now());
    const errors: unknown[][] = [];
    const webhook = sender(clock, server.url, { maxAttempts: 3, logger: { error: (...args) => void errors.push(args) } });
    for (let run = 0; run < 5; run += 1) {
      await webhook.runOnce();
      clock.advance(2 * 60 * MINUTE);
    }
    expect(server.received).toHaveLength(3);
    expect((await rows())[0]).toMatchObject({ attempts: 3, lastError: 'HTTP 503', deliveredAt: null });
    expect(errors).toHaveLength(1);
    expect(String(errors[0]![0])).toMatch(/not delivered after 3 attempts, giving up: HTTP 503/);
  });

  it('never posts one event twice when two senders run at once', async () => {
    server = await startWebhookServer({ delayMs: 5 });
    const clock = new TestClock();
    await writeEvents(25, clock.now());
    const [first, second] = [sender(clock, server.url, { batchSize: 4 }), sender(clock, server.url, { batchSize: 4 })];
    const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(a.delivered + b.delivered).toBe(25);
    const ids = server.received.map((post) => post.headers['x-lead-event-id']);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect((await rows()).every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('leases what it claims: nobody else claims it until the lease ends, and an expired lease changes nothing', async () => {
    const clock = new TestClock();
    await writeEvents(3, clock.now());
    const claim = (leaseMs: number) => claimDueEvents(database.db, { now: clock.now(), leasedUntil: new Date(clock.now().getTime() + leaseMs), limit: 10, maxAttempts: 5 });
    const mine = await claim(MINUTE);
    expect(mine).toHaveLength(3);
    expect(await claim(MINUTE)).toHaveLength(0);
    clock.advance(MINUTE);
    const taken = await claim(MINUTE);
    expect(taken.map((row) => row.id)).toEqual(mine.map((row) => row.id));
    await markDelivered(database.db, mine[0]!, clock.now());
    expect((await database.db.select().from(leadEvents).where(eq(leadEvents.id, mine[0]!.id)))[0]?.deliveredAt).toBeNull();
  });

  it('picks up the event of a verified lead written in its transaction', async () => {
    server = await startWebhookServer();
    const clock = new TestClock();
    const payload = { _id: 'a1b2c3d4e5f6a1b2c3d4e5f6', kind: 'call', mobile: 8212345678, countrycode: '+91', otpverified: true };
    await database.db.transaction(async (tx) => {
      expect(await writeLeadEvent(tx, { type: 'enquiry.verified', subjectId: payload._id, payload, now: clock.now() })).toBe(true);
    });
    expect(await sender(clock, server.url).runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(JSON.parse(server.received[0]!.body)).toMatchObject({ type: 'enquiry.verified', data: payload });
  });
});

describe('the leads webhook schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never starts a run before the last one ended, and stops', async () => {
    vi.useFakeTimers();
    const { scheduleWebhookSender } = await import('./webhook-schedule.ts');
    let runs = 0;
    let finish: () => void = () => {};
    const slow = { runOnce: () => new Promise<{ delivered: number; failed: number }>((resolve) => ((runs += 1), (finish = () => resolve({ delivered: 0, failed: 0 })))) };
    const schedule = scheduleWebhookSender(slow, { intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    finish();
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
  });

  it('starts nothing when LEADS_WEBHOOK_URL is unset', async () => {
    vi.useFakeTimers();
    const { readEnv, leadsWebhookFromEnv } = await import('../env.ts');
    const { startLeadsWebhook } = await import('./webhook-start.ts');
    const log = vi.fn();
    expect(leadsWebhookFromEnv(readEnv({ LEADS_WEBHOOK_SECRET: SECRET }))).toBeNull();
    expect(startLeadsWebhook(database.db, leadsWebhookFromEnv(readEnv({})), log)).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
    expect(log).not.toHaveBeenCalled();
  });
});
