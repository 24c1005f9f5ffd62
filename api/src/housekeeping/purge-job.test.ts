import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/messaging.ts';
import { otpCodes } from '../db/schema/otp.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { purgeOnce } from './purge.ts';
import { startPurgeJob } from './purge-job.ts';

const HOUR = 3_600_000;
const start = new Date('2026-06-01T00:00:00Z');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => vi.useRealTimers());

const code = (recipient: string, expiresAt: Date) => ({
  purpose: 'sign-in' as const,
  channel: 'sms' as const,
  recipient,
  codeHash: 'x',
  expiresAt,
  createdAt: new Date(expiresAt.getTime() - 10 * 60_000),
});

describe('the purge job', () => {
  it('deletes OTP codes expired over an hour ago and outbox messages past the retention, on its interval only', async () => {
    await database.db.insert(otpCodes).values([
      code('+917600000001', new Date(start.getTime() - 2 * HOUR)),
      code('+917600000002', new Date(start.getTime() + 10 * 60_000)),
    ]);
    await database.db.insert(outbox).values([
      { channel: 'sms', recipient: '+917600000001', body: 'old', createdAt: new Date(start.getTime() - 80 * HOUR) },
      { channel: 'email', recipient: 'new@example.com', body: 'new', createdAt: new Date(start.getTime() - 2 * HOUR) },
    ]);
    vi.useFakeTimers({ now: start, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const lines: string[] = [];
    const job = startPurgeJob({ db: database.db, now: () => new Date(), intervalMs: 60 * 60_000, outboxRetentionHours: 72, log: (line) => lines.push(line) });
    const recipients = async () => ({
      codes: (await database.db.select({ to: otpCodes.recipient }).from(otpCodes)).map((row) => row.to).filter((to) => to.startsWith('+9176')).sort(),
      messages: (await database.db.select({ body: outbox.body }).from(outbox)).map((row) => row.body).sort(),
    });

    vi.advanceTimersByTime(59 * 60_000);
    expect(await recipients(), 'nothing before the first interval').toEqual({ codes: ['+917600000001', '+917600000002'], messages: ['new', 'old'] });

    vi.advanceTimersByTime(60_000);
    await job.stop();
    expect(await recipients()).toEqual({ codes: ['+917600000002'], messages: ['new'] });
    expect(lines).toEqual(['purged 1 expired OTP codes and 1 outbox messages']);
  });
});

// PostgreSQL only: PGlite has one connection, so a second transaction waits for the first instead of meeting its lock.
describe.skipIf(!process.env.API_TEST_DATABASE_URL)('the purge on several api instances', () => {
  it('purges in one instance at a time: a pass while another holds the purge lock does nothing', async () => {
    await database.db.insert(otpCodes).values(code('+917600000003', new Date(start.getTime() - 2 * HOUR)));
    const settings = { outboxRetentionHours: 72 };
    const [first, skipped] = await database.db.transaction(async (tx) => {
      const purged = await purgeOnce(tx, start, settings);
      // The pool gives this pass another connection: the lock is still held by the transaction above.
      return [purged, await purgeOnce(database.db, start, settings)];
    });
    expect(first?.otpCodes).toBeGreaterThanOrEqual(1);
    expect(skipped).toBeNull();
    expect(await purgeOnce(database.db, start, settings), 'the lock ends with its transaction').not.toBeNull();
  });
});
