import { randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { createRouter } from '../http/router.ts';
import { findPayable, type PayableKind } from './payable.ts';
import { TEST_PROVIDER_PAGE_PATH, type TestProvider } from './test-provider.ts';

const params = z.object({
  providerOrderId: z
    .string()
    .max(100, 'must be at most 100 characters')
    .openapi({ param: { name: 'providerOrderId', in: 'path' }, example: 'test_order_3f9a0c1b2d4e5f60718a' }),
});
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const path = `${TEST_PROVIDER_PAGE_PATH}/{providerOrderId}`;

const pageRoute = createRoute({
  method: 'get',
  path,
  tags: ['payments'],
  summary: "The test provider's hosted page: the amount and 'Success' / 'Failure' buttons (open, no token)",
  security: [],
  request: { params },
  responses: { 200: html('The page'), 404: html('No such payment'), 409: html('The payment is no longer open') },
});

const pressRoute = createRoute({
  method: 'post',
  path,
  tags: ['payments'],
  summary: 'Presses a button of the test page: redirects (303) to the payment\'s returnUrl, signed on success',
  security: [],
  request: {
    params,
    body: { content: { 'application/x-www-form-urlencoded': { schema: z.object({ outcome: z.enum(['success', 'failure']) }) } }, required: true },
  },
  responses: { 303: { description: 'To the returnUrl with paymentId, providerPaymentId, signature and status' }, 409: html('The payment is no longer open') },
});

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const rupees = (paise: number): string =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.amount{font-size:2rem;font-weight:700}form{display:inline}button{font-size:1rem;padding:.75rem 1.5rem;margin:.5rem .5rem 0 0;border-radius:.375rem;border:2px solid #1a1a1a;cursor:pointer}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}.success{background:#166534;color:#fff}.failure{background:#fff;color:#991b1b;border-color:#991b1b}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The test provider's hosted page (outside /api/v1, no token, like a real provider's page): the amount, and
 * 'Success' / 'Failure' buttons. Success signs `providerOrderId|providerPaymentId` with PAYMENT_TEST_SECRET
 * and redirects to the payment's returnUrl with `paymentId`, `providerPaymentId`, `signature` and
 * `status=success`; Failure redirects with `status=failed`. The api then trusts only the signature. It serves
 * every payable kind (bookings, gift cards, group shares: `kinds`, registered by app.ts).
 */
export function testProviderPage({ db, provider, kinds }: { db: Db; provider: TestProvider; kinds: readonly PayableKind[] }) {
  const open = async (providerOrderId: string) => (await findPayable(db, kinds, 'test', providerOrderId))?.payable;
  return createRouter()
    .openapi(pageRoute, async (c) => {
      const payment = await open(c.req.valid('param').providerOrderId);
      if (!payment) return c.html(page('Payment not found', '<h1>Payment not found</h1>'), 404);
      if (!payment.open) return c.html(page('Payment closed', `<h1>This payment is ${payment.status.toLowerCase().replace('_', ' ')}</h1>`), 409);
      const action = escapeHtml(`${TEST_PROVIDER_PAGE_PATH}/${payment.providerOrderId}`);
      return c.html(
        page(
          'Test payment',
          `<h1>Test payment</h1>
<p>Amount to pay</p><p class="amount">${escapeHtml(rupees(payment.amountPaise))}</p>
<p>This is the local test provider: no money moves. Choose the outcome.</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="success"><button type="submit" class="success">Success</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failure"><button type="submit" class="failure">Failure</button></form>`,
        ),
      );
    })
    .openapi(pressRoute, async (c) => {
      const payment = await open(c.req.valid('param').providerOrderId);
      if (!payment || !payment.open || !payment.returnUrl) return c.html(page('Payment closed', '<h1>This payment is closed</h1>'), 409);
      const form = c.req.valid('form');
      const target = new URL(payment.returnUrl);
      target.searchParams.set('paymentId', payment.id);
      if (form.outcome === 'success') {
        const providerPaymentId = `test_pay_${randomBytes(10).toString('hex')}`;
        target.searchParams.set('providerPaymentId', providerPaymentId);
        target.searchParams.set('signature', provider.sign(payment.providerOrderId, providerPaymentId));
        target.searchParams.set('status', 'success');
      } else {
        target.searchParams.set('status', 'failed');
      }
      return c.redirect(target.toString(), 303) as never;
    });
}
