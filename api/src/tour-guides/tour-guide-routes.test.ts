import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_STAFF_TOKEN } from '../env.ts';
import { SEED_TOUR_GUIDES } from '../seed/employees.ts';
import { bookAndPay } from '../test-support/bookings.ts';
import { call } from '../test-support/accounts.ts';
import { newCustomer } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const ctx = testAppPerFile();
const SLUG = 'somnath-dwarka-nageshwar-tour';
type Guides = { data: { orderId: string; guides: { _id: string; name: string; mobile: string; email: string }[] }[] };

let alice: string;
let bob: string;
let order: { _id: string; departureId: string };
beforeAll(async () => {
  [alice, bob] = await Promise.all([newCustomer(ctx.app), newCustomer(ctx.app)]);
  order = await bookAndPay(ctx.app, alice, SLUG);
});

describe('POST /user/get-tour-guides', () => {
  it("answers the guides of the caller's booked order: name, mobile and e-mail", async () => {
    const answer = await call<Guides>(ctx.app, 'POST', '/user/get-tour-guides', { token: alice, body: { orderIds: [order._id] } });
    expect(answer.status).toBe(200);
    const [entry] = answer.body.data;
    expect(entry!.orderId).toBe(order._id);
    expect(entry!.guides).toHaveLength(2);
    for (const guide of entry!.guides) expect(SEED_TOUR_GUIDES.map((seeded) => seeded.email)).toContain(guide.email);
  });

  it("answers another user's order 404, and the public token 401", async () => {
    const other = await call(ctx.app, 'POST', '/user/get-tour-guides', { token: bob, body: { orderIds: [order._id] } });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Order not found');
    expect((await call(ctx.app, 'POST', '/user/get-tour-guides', { body: { orderIds: [order._id] } })).status).toBe(401);
  });
});

describe('staff manage the guides', () => {
  it("adds a guide and puts it on the departure, which the customer then sees", async () => {
    const added = await call<{ data: { _id: string } }>(ctx.app, 'POST', '/tour-guides', { token: DEV_STAFF_TOKEN, body: { name: 'Dawa Lhamo', mobile: '+9779801234567', email: 'Dawa.Lhamo@example.com' } });
    expect(added.status).toBe(200);
    const assigned = await call(ctx.app, 'PUT', `/tour-guides/departures/${order.departureId}`, { token: DEV_STAFF_TOKEN, body: { guideIds: [added.body.data._id] } });
    expect(assigned.status).toBe(200);
    const seen = await call<Guides>(ctx.app, 'POST', '/user/get-tour-guides', { token: alice, body: { orderIds: [order._id] } });
    expect(seen.body.data[0]!.guides).toEqual([{ _id: added.body.data._id, name: 'Dawa Lhamo', mobile: '+9779801234567', email: 'dawa.lhamo@example.com' }]);
  });

  it('refuses a user token with 403 and an unknown guide with 404', async () => {
    expect((await call(ctx.app, 'POST', '/tour-guides', { token: alice, body: { name: 'X Y', mobile: '+919412300199', email: 'x@example.com' } })).status).toBe(403);
    expect((await call(ctx.app, 'PUT', `/tour-guides/departures/${order.departureId}`, { token: alice, body: { guideIds: [] } })).status).toBe(403);
    expect((await call(ctx.app, 'PUT', `/tour-guides/departures/${order.departureId}`, { token: DEV_STAFF_TOKEN, body: { guideIds: ['0123456789abcdef01234567'] } })).status).toBe(404);
  });
});
