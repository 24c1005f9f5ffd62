import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { payments } from '../db/schema/payments.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError, errorBody } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { settle } from './settle.ts';
import type { PaymentsDeps } from './deps.ts';
import { failPayment } from './fail.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
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

export type WebhookDeps = PaymentsDeps & { logger: Pick<Console, 'error'> };

const Handled = z.object({ event: z.string(), paymentId: z.string().nullable(), orderId: z.string().nullable() });
type Handled = z.infer<typeof Handled>;
type Answer = { message: string; data: Handled };

const route = createRoute({
  method: 'post',
  path: RAZORPAY_WEBHOOK_PATH,
  tags: ['payments'],
  summary: "Razorpay's webhook: payment.captured / order.paid complete the payment as /payment/success does; payment.failed releases its seats",
  description: 'Authenticated by `X-Razorpay-Signature` (HMAC-SHA256 hex of the raw body with RAZORPAY_WEBHOOK_SECRET), not by a token. Events this site does not act on, and payments it does not know, are answered 200 `Ignored: …` so that Razorpay does not retry them.',
  security: [],
  responses: jsonResponses('Handled or ignored', answerOf(Handled), [400, 401, 503]),
});

const findByProviderOrder = async (deps: WebhookDeps, providerOrderId: string) =>
  (await deps.db.select().from(payments).where(and(eq(payments.provider, 'razorpay'), eq(payments.providerOrderId, providerOrderId))))[0];

/** An ApiError 409 (a FAILED or otherwise completed payment) is an answered event, not a retry: logged for staff. */
async function refusedAs409<T>(deps: WebhookDeps, what: string, work: () => Promise<T>): Promise<T | string> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    deps.logger.error(`Razorpay webhook: ${what}: ${error.message}`);
    return error.message;
  }
}

async function captured(deps: WebhookDeps, event: string, entity: RazorpayPaymentEntity): Promise<Answer> {
  const payment = entity.order_id ? await findByProviderOrder(deps, entity.order_id) : undefined;
  const none = { event, paymentId: payment?.id ?? null, orderId: payment?.orderId ?? null };
  if (!payment) return { message: WEBHOOK_MESSAGES.ignored('not a payment of this site'), data: none };
  if (entity.amount !== payment.amountPaise || entity.currency !== 'INR') {
    deps.logger.error(`Razorpay webhook: ${entity.id} paid ${entity.amount} ${entity.currency} for payment ${payment.id} of ${payment.amountPaise} INR`);
    return { message: WEBHOOK_MESSAGES.ignored('the amount differs from the payment'), data: none };
  }
  const outcome = await refusedAs409(deps, `${entity.id} captured for payment ${payment.id}`, () => settle(deps, payment.userId, payment.id, entity.id));
  if (typeof outcome === 'string') return { message: WEBHOOK_MESSAGES.ignored(outcome), data: none };
  if (outcome.kind === 'refund') {
    deps.logger.error(`Razorpay webhook: ${entity.id} captured for payment ${payment.id} but its seats are gone: no order, REFUND_DUE`);
    return { message: WEBHOOK_MESSAGES.ignored(MSG.refundDue), data: none };
  }
  return { message: MSG.succeeded, data: { event, paymentId: payment.id, orderId: outcome.payment.orderId } };
}

async function failed(deps: WebhookDeps, event: string, entity: RazorpayPaymentEntity): Promise<Answer> {
  const payment = entity.order_id ? await findByProviderOrder(deps, entity.order_id) : undefined;
  const data = { event, paymentId: payment?.id ?? null, orderId: payment?.orderId ?? null };
  if (!payment) return { message: WEBHOOK_MESSAGES.ignored('not a payment of this site'), data };
  const reason = entity.error_description?.trim() || 'failed at Razorpay';
  const outcome = await refusedAs409(deps, `${entity.id} failed for payment ${payment.id}`, () => failPayment(deps, payment.userId, payment.id, reason));
  return typeof outcome === 'string' ? { message: WEBHOOK_MESSAGES.ignored(outcome), data } : { message: MSG.failed, data };
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
 * `POST /payment/webhook/razorpay`: Razorpay's server tells us a payment's outcome even when the customer
 * closed the tab. A captured payment is settled by `settle` — the very function of `/payment/success` —,
 * so a replay, or a webhook after the customer's own callback, finds it SUCCEEDED and changes nothing.
 */
export function razorpayWebhookRoutes(deps: WebhookDeps) {
  const router = createRouter();
  router.use(RAZORPAY_WEBHOOK_PATH, bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: (c) => c.json(errorBody(413, 'Request body too large'), 413) }));
  return router.openapi(route, async (c) => {
    const secret = deps.settings.razorpayWebhookSecret;
    if (!secret) throw new ApiError(503, WEBHOOK_MESSAGES.notConfigured);
    const event = await verifiedEvent(secret, new Uint8Array(await c.req.arrayBuffer()), c.req.header('x-razorpay-signature') ?? '');
    const entity = event.payload.payment?.entity;
    const name = event.event;
    const answer: Answer =
      entity && CAPTURED_EVENTS.has(name)
        ? await captured(deps, name, entity)
        : entity && name === FAILED_EVENT
          ? await failed(deps, name, entity)
          : { message: WEBHOOK_MESSAGES.ignored(`${name} is not acted on`), data: { event: name, paymentId: null, orderId: null } };
    return c.json(ok(answer.message, answer.data), 200);
  });
}
