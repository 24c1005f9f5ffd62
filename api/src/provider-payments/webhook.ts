import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../db/client.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError, errorBody } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { recordExtraCapture } from '../refunds-due/record-capture.ts';
import { findPayable, type Completion, type PayableKind } from './payable.ts';
import { CAPTURED_EVENTS, FAILED_EVENT, RazorpayEvent, type RazorpayPaymentEntity } from './webhook-events.ts';
import { isValidWebhookSignature } from './webhook-signature.ts';

/** Outside /api/v1 (no token: Razorpay signs instead), like the test provider's page. */
export const RAZORPAY_WEBHOOK_PATH = '/payment/webhook/razorpay';
const MAX_WEBHOOK_BYTES = 64 * 1024;

export const WEBHOOK_MESSAGES = {
  notConfigured: 'The Razorpay webhook is not configured',
  badSignature: 'Invalid webhook signature',
  badBody: 'The webhook body must be a Razorpay event in JSON',
  ignored: (why: string) => `Ignored: ${why}`,
} as const;

export type WebhookDeps = { db: Db; kinds: readonly PayableKind[]; webhookSecret: string | undefined; logger: Pick<Console, 'error'>; now?: () => Date };

const Handled = z.object({
  event: z.string(),
  kind: z.enum(['booking', 'gift-card', 'group-share']).nullable().openapi({ description: 'What the payment paid for; null when it is not ours' }),
  paymentId: z.string().nullable().openapi({ description: "Our id: the booking payment's, the gift card's or the share payment's" }),
  orderId: z.string().nullable().openapi({ description: 'The booking order it made (bookings only)' }),
});
type Handled = z.infer<typeof Handled>;
type Answer = { message: string; data: Handled };

const route = createRoute({
  method: 'post',
  path: RAZORPAY_WEBHOOK_PATH,
  tags: ['payments'],
  summary: "Razorpay's webhook: payment.captured / order.paid complete a booking, gift card or group share payment as its success route does; payment.failed fails it",
  description: 'Authenticated by `X-Razorpay-Signature` (HMAC-SHA256 hex of the raw body with RAZORPAY_WEBHOOK_SECRET), not by a token. Events this site does not act on, and payments it does not know, are answered 200 `Ignored: …` so that Razorpay does not retry them.',
  security: [],
  responses: jsonResponses('Handled or ignored', answerOf(Handled), [400, 401, 503]),
});

/** An ApiError 409 (a FAILED or otherwise completed payment) is an answered event, not a retry: logged for staff. */
async function refusedAs409(deps: WebhookDeps, what: string, work: () => Promise<Completion>): Promise<Completion | string> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    deps.logger.error(`Razorpay webhook: ${what}: ${error.message}`);
    return error.message;
  }
}

/** Captured or failed: the payable of the entity's order (any kind), checked against the amount when captured. */
async function handle(deps: WebhookDeps, event: string, entity: RazorpayPaymentEntity, captured: boolean): Promise<Answer> {
  const found = entity.order_id ? await findPayable(deps.db, deps.kinds, 'razorpay', entity.order_id) : undefined;
  const none = { event, kind: found?.kind.name ?? null, paymentId: found?.payable.id ?? null, orderId: found?.payable.orderId ?? null };
  if (!found) return { message: WEBHOOK_MESSAGES.ignored('not a payment of this site'), data: none };
  const { kind, payable } = found;
  if (captured && (entity.amount !== payable.amountPaise || entity.currency !== 'INR')) {
    const reason = `captured ${entity.amount} ${entity.currency} for a payment of ${payable.amountPaise} INR`;
    deps.logger.error(`Razorpay webhook: ${entity.id} ${reason} (${kind.name} ${payable.id})`);
    // Captured all the same (docs/security.md §37): recorded for staff to refund, once per provider payment.
    const capture = { kind: payable.kind, paymentId: payable.id, userId: payable.userId, amountPaise: entity.amount, provider: 'razorpay', providerOrderId: payable.providerOrderId };
    await recordExtraCapture(deps.db, { ...capture, providerPaymentId: entity.id, settledBy: null, reason, at: deps.now?.() ?? new Date() }, { warn: () => undefined });
    return { message: WEBHOOK_MESSAGES.ignored('the amount differs from the payment'), data: none };
  }
  const what = `${entity.id} ${captured ? 'captured' : 'failed'} for ${kind.name} ${payable.id}`;
  const reason = entity.error_description?.trim() || 'failed at Razorpay';
  const outcome = await refusedAs409(deps, what, () => (captured ? kind.succeed(payable, entity.id) : kind.fail(payable, reason)));
  if (typeof outcome === 'string') return { message: WEBHOOK_MESSAGES.ignored(outcome), data: none };
  if (!outcome.applied) {
    deps.logger.error(`Razorpay webhook: ${what}, but it bought nothing: REFUND_DUE`);
    return { message: WEBHOOK_MESSAGES.ignored(outcome.message), data: none };
  }
  return { message: outcome.message, data: { ...none, orderId: outcome.orderId } };
}

/** Reads the raw bytes, checks the signature over exactly them, then parses: nothing is read from an unsigned body. */
async function verifiedEvent(secret: string, rawBody: Uint8Array, signature: string) {
  if (!isValidWebhookSignature(secret, rawBody, signature)) throw new ApiError(401, WEBHOOK_MESSAGES.badSignature);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(rawBody));
  } catch {
    throw new ApiError(400, WEBHOOK_MESSAGES.badBody);
  }
  const parsed = RazorpayEvent.safeParse(json);
  if (!parsed.success) throw new ApiError(400, WEBHOOK_MESSAGES.badBody);
  return parsed.data;
}

/**
 * `POST /payment/webhook/razorpay`: Razorpay's server tells us a payment's outcome even when the customer closed
 * the tab, for every payable kind (bookings, gift cards, group shares). A captured payment is completed by the
 * kind's own success function, so a replay, or a webhook before or after the customer's callback, changes nothing.
 */
export function razorpayWebhookRoutes(deps: WebhookDeps) {
  const router = createRouter();
  router.use(RAZORPAY_WEBHOOK_PATH, bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: (c) => c.json(errorBody(413, 'Request body too large'), 413) }));
  return router.openapi(route, async (c) => {
    if (!deps.webhookSecret) throw new ApiError(503, WEBHOOK_MESSAGES.notConfigured);
    const event = await verifiedEvent(deps.webhookSecret, new Uint8Array(await c.req.arrayBuffer()), c.req.header('x-razorpay-signature') ?? '');
    const entity = event.payload.payment?.entity;
    const name = event.event;
    const acted = entity && (CAPTURED_EVENTS.has(name) || name === FAILED_EVENT);
    const answer: Answer = acted
      ? await handle(deps, name, entity, name !== FAILED_EVENT)
      : { message: WEBHOOK_MESSAGES.ignored(`${name} is not acted on`), data: { event: name, kind: null, paymentId: null, orderId: null } };
    return c.json(ok(answer.message, answer.data), 200);
  });
}
