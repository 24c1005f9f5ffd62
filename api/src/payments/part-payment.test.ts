import { describe, expect, it } from 'vitest';
import { samplePdf, samplePng } from '../files/sample-files.ts';
import { call } from '../test-support/accounts.ts';
import { addToCart, addTraveller, completeThroughPage, initiate, newCustomer, ordinaryDeparture, packageIdOf, RETURN_URL, type OrderAnswer, type PaymentAnswer } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const ctx = testAppPerFile();
const SLUG = 'tirupati-balaji-darshan';

async function paidAdvance() {
  const token = await newCustomer(ctx.app);
  const departure = await ordinaryDeparture(ctx.app, SLUG);
  const added = await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [await addTraveller(ctx.app, token)] });
  const cart = added.body.data.data;
  const advance = await initiate(ctx.app, token, 'ADVANCE');
  expect(advance.body.data).toMatchObject({ kind: 'ADVANCE', amountPaise: cart.minimumAdvancePaise });
  const paid = await completeThroughPage(ctx.app, token, advance.body.data);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { token, cart, order: paid.body.data.order };
}

describe('part payment', () => {
  it('pays the advance, leaves the balance, then settles it with pending-initiate and pending-success', async () => {
    const { token, cart, order } = await paidAdvance();
    // ₹13,999 + 5 % = ₹14,698.95 → 1,469,895 paise; 25 % = ₹3,674.74, rounded up to whole rupees: ₹3,675.
    expect(cart).toMatchObject({ totalPaise: 1_469_895, minimumAdvancePaise: 367_500 });
    expect(order).toMatchObject({ status: 'PROCESSING', paidPaise: 367_500, balancePaise: 1_102_395 });

    const balance = await call<{ data: PaymentAnswer }>(ctx.app, 'PUT', '/payment/pending-initiate', { token, body: { orderId: order._id, returnUrl: RETURN_URL, source: 'web' } });
    expect(balance.body.data).toMatchObject({ kind: 'BALANCE', amountPaise: 1_102_395, orderId: order._id, status: 'CREATED' });
    const settled = await completeThroughPage(ctx.app, token, balance.body.data, '/payment/pending-success');
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.data.order).toMatchObject({ paidPaise: 1_469_895, balancePaise: 0 });
    expect(settled.body.data.order.payments.map((payment) => [payment.kind, payment.status])).toEqual([
      ['ADVANCE', 'SUCCEEDED'],
      ['BALANCE', 'SUCCEEDED'],
    ]);
    const again = await call(ctx.app, 'PUT', '/payment/pending-initiate', { token, body: { orderId: order._id, returnUrl: RETURN_URL, source: 'web' } });
    expect(again.body).toEqual({ status: 400, message: 'Nothing is due on this order' });
  });

  it('refuses part payment of a tour starting within 30 days', async () => {
    const token = await newCustomer(ctx.app);
    const departures = (await call<{ data: { date: string; seatsLeft: number }[] }>(ctx.app, 'GET', `/package/departures/${packageIdOf(SLUG)}`)).body.data;
    const soon = departures.find((departure) => departure.seatsLeft > 0)!;
    const added = await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: soon.date, PassengerList: [await addTraveller(ctx.app, token)] });
    expect(added.body.data.data.minimumAdvancePaise).toBeNull();
    expect((await initiate(ctx.app, token, 'ADVANCE')).body).toMatchObject({ status: 400 });
  });

  it('records an offline claim of the balance for staff, with a sniffed proof', async () => {
    const { token, order } = await paidAdvance();
    const claim = await call<{ data: PaymentAnswer }>(ctx.app, 'PUT', '/payment/pending-success-offline', {
      token,
      body: { orderId: order._id, amountPaise: 500_000, reference: 'UTR 412345678901', paidOn: new Date().toISOString().slice(0, 10), source: 'web' },
    });
    expect(claim.body.data).toMatchObject({ kind: 'BALANCE', status: 'CREATED', provider: 'offline', amountPaise: 500_000 });
    const tooMuch = await call(ctx.app, 'PUT', '/payment/pending-success-offline', { token, body: { orderId: order._id, amountPaise: order.balancePaise + 1, reference: 'x', paidOn: '2026-01-01' } });
    expect(tooMuch.status).toBe(400);
    expect((await call<{ data: OrderAnswer }>(ctx.app, 'GET', `/get-order/${order._id}`, { token })).body.data.balancePaise).toBe(order.balancePaise);

    const upload = (bytes: Uint8Array, name: string, index = 0) => {
      const form = new FormData();
      form.set('file', new File([bytes], name, { type: 'image/png' }));
      return ctx.app.request(`/api/v1/payment/history/image/${order._id}/${claim.body.data._id}/${index}`, { method: 'PUT', headers: { Authorization: token }, body: form });
    };
    const saved = await upload(await samplePng(), 'receipt.png');
    expect(saved.status).toBe(200);
    const { data } = (await saved.json()) as { data: { contentType: string; bytes: number } };
    expect(data.contentType).toBe('image/png');
    const back = await ctx.app.request(`/api/v1/payment/history/image/${order._id}/${claim.body.data._id}/0`, { headers: { Authorization: token } });
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(back.headers.get('content-disposition')).toBe('inline');
    expect((await back.arrayBuffer()).byteLength).toBe(data.bytes);
    // A PDF proof is a download: no PDF viewer runs it on the api's origin.
    const pdfForm = new FormData();
    pdfForm.set('file', new File([samplePdf()], 'receipt.pdf', { type: 'application/pdf' }));
    const pdfPath = `/api/v1/payment/history/image/${order._id}/${claim.body.data._id}/3`;
    expect((await ctx.app.request(pdfPath, { method: 'PUT', headers: { Authorization: token }, body: pdfForm })).status).toBe(200);
    const pdf = await ctx.app.request(pdfPath, { headers: { Authorization: token } });
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="proof-${claim.body.data._id}-3.pdf"`);

    const html = await upload(new TextEncoder().encode('<script>alert(1)</script>'), 'receipt.png', 1);
    expect(await html.json()).toEqual({ status: 400, message: 'The proof must be a JPEG, PNG or PDF file' });
    const huge = await upload(new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff), 'big.jpg', 2);
    expect(huge.status).toBe(413);
  });
});
