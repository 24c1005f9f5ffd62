import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';

/** The PostgreSQL channel every api instance on one database LISTENs on (db/client.ts `listen`). */
export const CHANGE_CHANNEL = 'catalogue_changes';

/** This process: a signal it sent itself is told apart from another instance's. */
export const INSTANCE_ID = randomUUID();

const SignalSchema = z.object({ origin: z.string(), tags: z.array(z.string()).min(1), handled: z.boolean() });

/**
 * `handled`: the writer drops its own entries and posts the change notice itself after commit (the staff
 * route); otherwise the writing instance does both when it hears its own signal (seat holds, written deep
 * inside payment transactions that know nothing of caches).
 */
export type ChangeSignal = z.infer<typeof SignalSchema>;

/**
 * Inside the writer's transaction: `pg_notify` is delivered at COMMIT and never on ROLLBACK, so listeners
 * hear only changes that happened, after they are visible.
 */
export async function signalChange(tx: Db, tags: readonly string[], options: { handled: boolean }): Promise<void> {
  const signal: ChangeSignal = { origin: INSTANCE_ID, tags: [...tags], handled: options.handled };
  await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(signal)})`);
}

/** A payload heard on the channel, or null when it is not a change signal. */
export function parseSignal(payload: string): ChangeSignal | null {
  try {
    const parsed = SignalSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
