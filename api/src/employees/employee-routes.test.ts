import { eq } from 'drizzle-orm';
import { describe, expect, it, beforeAll } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { SEED_EMPLOYEE } from '../seed/employees.ts';
import { call, signIn } from '../test-support/accounts.ts';
import { newCustomer, packageIdOf } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const ctx = testAppPerFile();
type Page = { data: { orderId: string; reference: string; couponCode: string; packageId: string; createdAt: string; customer: { firstname: string } }[]; total: number; page: number; limit: number };
const HISTORY = '/get-employee-applying-coupon-history';
const ROUTES = ['/get-employee-coupon-list', HISTORY, '/get-order-employee/0123456789abcdef01234567'];

let employee: string;
let customer: string;
beforeAll(async () => {
  employee = await signIn(ctx.app, SEED_EMPLOYEE.email, SEED_EMPLOYEE.password);
  customer = await newCustomer(ctx.app);
});

describe('employee routes refuse everyone but employees', () => {
  it.each(ROUTES)('%s answers a customer 403 and the public token 401', async (path) => {
    expect((await call(ctx.app, 'GET', path, { token: customer })).status).toBe(403);
    const visitor = await call(ctx.app, 'GET', path);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Please sign in to continue');
  });

  it('refuses an employee whose role was taken away at their next request, with the same token', async () => {
    const setRole = (role: 'customer' | 'employee') => ctx.database.db.update(users).set({ role }).where(eq(users.email, SEED_EMPLOYEE.email));
    expect((await call(ctx.app, 'GET', ROUTES[0]!, { token: employee })).status).toBe(200);
    await setRole('customer');
    try {
      expect((await call(ctx.app, 'GET', ROUTES[0]!, { token: employee })).status).toBe(403);
    } finally {
      await setRole('employee');
    }
    expect((await call(ctx.app, 'GET', ROUTES[0]!, { token: employee })).status).toBe(200);
  });

  it('tells the signed-in user their role in GET /user', async () => {
    expect((await call<{ data: { role: string } }>(ctx.app, 'GET', '/user', { token: employee })).body.data.role).toBe('employee');
    expect((await call<{ data: { role: string } }>(ctx.app, 'GET', '/user', { token: customer })).body.data.role).toBe('customer');
  });
});

describe('an employee', () => {
  it('lists the coupons assigned to them with their uses', async () => {
    const answer = await call<{ data: { code: string; usedCount: number }[] }>(ctx.app, 'GET', '/get-employee-coupon-list', { token: employee });
    expect(answer.body.data.map((coupon) => [coupon.code, coupon.usedCount])).toEqual([['ANANYA2000', 6], ['ANANYA5', 7]]);
  });

  it('pages the applying history 5 at a time, newest first', async () => {
    const first = await call<Page>(ctx.app, 'GET', HISTORY, { token: employee });
    expect(first.body).toMatchObject({ total: 13, page: 1, limit: 5 });
    expect(first.body.data).toHaveLength(5);
    const dates = first.body.data.map((entry) => entry.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await call<Page>(ctx.app, 'GET', `${HISTORY}?page=3`, { token: employee });
    expect(last.body.data).toHaveLength(3);
    expect(first.headers.get('x-total-count')).toBe('13');
  });

  it('filters by a date range (India days, both ends included), coupon code and package', async () => {
    const march = await call<Page>(ctx.app, 'GET', `${HISTORY}?dtstart=2026-03-02&dtend=2026-03-19`, { token: employee });
    expect(march.body.data.map((entry) => entry.reference)).toEqual(['PT-2026-900205', 'PT-2026-900204']);
    const code = await call<Page>(ctx.app, 'GET', `${HISTORY}?filterby=couponcode&query=ananya2000`, { token: employee });
    expect(code.body.total).toBe(6);
    expect(new Set(code.body.data.map((entry) => entry.couponCode))).toEqual(new Set(['ANANYA2000']));
    const haridwar = packageIdOf('char-dham-yatra-from-haridwar');
    const pkg = await call<Page>(ctx.app, 'GET', `${HISTORY}?packageid=${haridwar}&filterby=couponcode&query=ANANYA5`, { token: employee });
    expect(pkg.body.total).toBe(3);
  });

  it('is told which filter is wrong', async () => {
    const reversed = await call(ctx.app, 'GET', `${HISTORY}?dtstart=2026-05-01&dtend=2026-04-01`, { token: employee });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe("'dtstart' must not be after 'dtend'");
    expect((await call(ctx.app, 'GET', `${HISTORY}?dtstart=2026-02-30`, { token: employee })).status).toBe(400);
  });

  it('reads one such order without the customer’s contact details, and 404 for any other order', async () => {
    const [entry] = (await call<Page>(ctx.app, 'GET', HISTORY, { token: employee })).body.data;
    const order = await call<{ data: Record<string, unknown> & { customer: object; passengers: object[] } }>(ctx.app, 'GET', `/get-order-employee/${entry!.orderId}`, { token: employee });
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ _id: entry!.orderId, couponCode: entry!.couponCode, customer: entry!.customer });
    expect(JSON.stringify(order.body.data)).not.toMatch(/mobile|email|dob/);
    const reviewerOrder = (await import('../seed/community/test-user.ts')).TEST_REVIEWER.order.id;
    expect((await call(ctx.app, 'GET', `/get-order-employee/${reviewerOrder}`, { token: employee })).status).toBe(404);
  });
});
