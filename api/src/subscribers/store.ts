import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscribers } from '../db/schema/leads.ts';
import { writeLeadEvent } from '../leads/lead-events.ts';
import type { Phone } from '../phone/phone.ts';
import type { SubscribeInput } from './schemas.ts';

export type Subscription = Omit<SubscribeInput, 'mobile' | 'countryCode'> & { phone: Phone | null; clientIp: string };

/**
 * Adds the one row of (e-mail, category). A repeat changes nothing but `updatedAt`: nothing proves the sender
 * owns the address, so a stranger cannot rewrite a subscriber's names or number. A new row writes its
 * `subscriber.subscribed` lead event in the same transaction; concurrent repeats make one row and one event
 * (the unique index decides, and the event is once per subscriber anyway).
 */
export async function subscribe(db: Db, subscription: Subscription, now: Date): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscribers)
      .values({
        id: randomBytes(12).toString('hex'),
        email: subscription.email,
        firstName: subscription.firstName,
        lastName: subscription.lastName,
        mobile: subscription.phone?.e164 ?? null,
        category: subscription.category,
        source: subscription.source,
        clientIp: subscription.clientIp,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [subscribers.email, subscribers.category],
        set: { updatedAt: sql`excluded.updated_at` },
      })
      // xmax is 0 only on a row this statement inserted (PostgreSQL's way to tell an insert from an update).
      .returning({ id: subscribers.id, created: sql<boolean>`(xmax = 0)` });
    const { id, created } = row!;
    if (created) await writeLeadEvent(tx, { type: 'subscriber.subscribed', subjectId: id, payload: eventPayload(id, subscription, now), now });
    return { id, created };
  });
}

/** The lead event's `data`, in the REST names. */
function eventPayload(id: string, subscription: Subscription, now: Date): Record<string, unknown> {
  return {
    _id: id,
    email: subscription.email,
    firstName: subscription.firstName,
    lastName: subscription.lastName,
    mobile: subscription.phone?.mobile ?? null,
    countryCode: subscription.phone?.countrycode ?? null,
    category: subscription.category,
    source: subscription.source,
    createdAt: now.toISOString(),
  };
}
