/**
 * Money captured twice (docs/security.md §37) over real HTTP: a second provider payment of a gift card already paid,
 * sent through the gateway, is refused to the customer and recorded for staff; staff list it over REST with the
 * staff token (`GET /refunds-due`) and mark it refunded with the provider's refund id, once.
 */
import { describe, expect, it } from 'vitest';
import { providerAnswer } from '../support/commerce.ts';
import { contractClient } from '../support/contract-users.ts';
import { COMPLETE_GIFT_CARD_PAYMENT, giftCardSteps } from '../support/gift-cards.ts';
import type { Envelope, PagedEnvelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '76', clientIp: '198.51.100.76', label: 'refunds-due' });
const cards = giftCardSteps(client, stack);

type RefundDue = { _id: string; kind: string; extraCapture: boolean; paymentId: string; userId: string; amountPaise: number; providerPaymentId: string | null; reason: string; paidAt: string | null };

async function rest<T>(method: 'GET' | 'PUT', path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers = { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${stack.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, body: (await response.json()) as T };
}

/** The staff list, page by page (other files add items meanwhile), until the provider payment is found. */
async function findListed(providerPaymentId: string): Promise<RefundDue | undefined> {
  for (let page = 1; page <= 20; page += 1) {
    const answer = await rest<PagedEnvelope<RefundDue>>('GET', `/refunds-due?limit=50&page=${page}`, stack.staffToken);
    expect(answer.status).toBe(200);
    const found = answer.body.data.find((item) => item.providerPaymentId === providerPaymentId);
    if (found || answer.body.data.length < 50) return found;
  }
  return undefined;
}

describe('money captured twice', () => {
  it('records a second payment of a paid gift card for staff, who list it and mark it refunded once', async () => {
    const token = await client.signedInUser();
    const bought = (await cards.buy(token, 70_000, `refunds-due-${process.pid}@example.com`)).giftCard!;
    const started = (await cards.start(token, bought.id)).giftCard!;
    expect((await cards.complete(token, started)).giftCard).toMatchObject({ status: 'PAID' });
    const again = providerAnswer(stack.paymentTestSecret, started.checkoutUrl!.split('/').pop()!);
    const refused = await client.run<{ completeGiftCardPayment: { giftCard: unknown; userErrors: { message: string }[] } }>(COMPLETE_GIFT_CARD_PAYMENT, { input: { giftCardId: bought.id, ...again } }, token);
    expect(refused.completeGiftCardPayment.giftCard).toBeNull();
    expect(refused.completeGiftCardPayment.userErrors.map((error) => error.message)).toEqual(['This gift card is already paid']);

    expect((await rest('GET', '/refunds-due', token)).status).toBe(403);
    const listed = await findListed(again.providerPaymentId);
    expect(listed).toMatchObject({ kind: 'gift-card', extraCapture: true, paymentId: bought.internalId, amountPaise: 70_000 });

    const mark = (providerRefundId: string, as = stack.staffToken) => rest<Envelope<{ providerRefundId: string }>>('PUT', `/refunds-due/${listed!._id}/refunded`, as, { providerRefundId });
    expect((await mark('rfnd_contract', token)).status).toBe(403);
    const marked = await mark('rfnd_contract');
    expect(marked.body).toMatchObject({ status: 200, message: 'Marked as refunded', data: { providerRefundId: 'rfnd_contract' } });
    expect((await mark('rfnd_contract')).body).toEqual(marked.body);
    expect((await mark('rfnd_other')).body).toEqual({ status: 409, message: 'This refund is already marked with another refund id' });
    expect(await findListed(again.providerPaymentId)).toBeUndefined();
  });
});
