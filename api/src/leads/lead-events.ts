import type { Db } from '../db/client.ts';
import { leadEvents, type LeadEventType } from '../db/schema/leads.ts';

/** What a CRM receives about a lead: its fields in the REST names. */
export type LeadEventPayload = Record<string, unknown>;

/**
 * Records that a lead became a real one (an enquiry verified, a subscription made), for the webhook sender
 * (`webhook-sender.ts`). Call it inside the transaction that makes the lead: both commit or neither. Once per
 * type and subject: a second call for the same lead writes nothing and answers false.
 */
export async function writeLeadEvent(tx: Db, event: { type: LeadEventType; subjectId: string; payload: LeadEventPayload; now: Date }): Promise<boolean> {
  const written = await tx
    .insert(leadEvents)
    .values({ type: event.type, subjectId: event.subjectId, payload: event.payload, createdAt: event.now })
    .onConflictDoNothing({ target: [leadEvents.type, leadEvents.subjectId] })
    .returning({ id: leadEvents.id });
  return written.length === 1;
}
