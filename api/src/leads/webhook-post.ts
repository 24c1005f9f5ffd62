import type { LeadEventRow } from './outbox.ts';
import { signLeadEventBody } from './webhook-signature.ts';

/** The JSON a CRM receives for one lead event (api/CONTRACT.md "Lead events"). */
export function leadEventBody(event: LeadEventRow): string {
  return JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.payload });
}

/** What one post came to: delivered on a 2xx, else why not (the status, a timeout, a network error). */
export type PostOutcome = { delivered: true } | { delivered: false; error: string };

/** Posts one event, signed, with a timeout (fetch is Node's built-in undici). Never throws. */
export async function postLeadEvent(event: LeadEventRow, target: { url: string; secret: string; timeoutMs: number }): Promise<PostOutcome> {
  const body = leadEventBody(event);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-lead-event-id': String(event.id),
        'x-lead-signature': signLeadEventBody(body, target.secret),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    // The answer's body is not needed; dropping it frees the connection.
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { delivered: true };
    return { delivered: false, error: `HTTP ${response.status}` };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return { delivered: false, error: `no answer within ${target.timeoutMs} ms` };
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { delivered: false, error: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
}
