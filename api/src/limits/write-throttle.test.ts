import { describe, expect, it } from 'vitest';
import { DEV_STAFF_TOKEN } from '../env.ts';
import { createAccount, signIn, trustedClientIp } from '../test-support/accounts.ts';
import { createTestAppOver, TEST_LIMITS, TEST_TOKEN, testAppPerFile } from '../test-support/test-app.ts';
import { limitersPerFile } from '../test-support/limiter-stores.ts';
import { isUnthrottledWrite, UNTHROTTLED_WRITES, WRITE_METHODS } from './write-throttle.ts';

const setup = testAppPerFile();
const limiters = limitersPerFile();
/** An app over the same database whose write caps are already reached by every caller. */
const capped = () => createTestAppOver(setup.database, { limits: limiters.limits({ ...TEST_LIMITS, writesPerUser: 0, writesPerIp: 0, uploadsPerUser: 0 }) });

/** Every write route of the app's route table (Hono's, so routes outside the OpenAPI document count too). */
function writeRoutes(app: ReturnType<typeof capped>['app']): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (!WRITE_METHODS.has(route.method)) continue;
    const path = route.path.replace(/:[A-Za-z_]+/g, 'x1');
    seen.set(`${route.method} ${path}`, { method: route.method, path });
  }
  return [...seen.values()];
}

const send = (app: ReturnType<typeof capped>['app'], method: string, path: string, token: string, ip: string) =>
  app.request(path, { method, headers: { Authorization: token, 'content-type': 'application/json', ...trustedClientIp(ip) }, body: '{}' });

describe('write throttle over the route table', () => {
  it('refuses every write route with 429 and retry-after once the caller is over the cap, but for the reasoned exemptions', async () => {
    const account = await createAccount(setup.app);
    const userToken = await signIn(setup.app, account.email, account.password);
    const { app } = capped();
    const routes = writeRoutes(app);
    expect(routes.length, 'the walk finds the write routes').toBeGreaterThan(60);
    const unlimited: string[] = [];
    for (const { method, path } of routes) {
      if (isUnthrottledWrite(path)) continue;
      for (const [who, token] of [['user', userToken], ['public', TEST_TOKEN]] as const) {
        const answer = await send(app, method, path, token, '203.0.113.90');
        if (answer.status !== 429 || !/^\d+$/.test(answer.headers.get('retry-after') ?? '')) unlimited.push(`${method} ${path} (${who}: ${answer.status})`);
      }
    }
    expect(unlimited, 'write routes without a limit: add them to the throttle or to UNTHROTTLED_WRITES with a reason').toEqual([]);
  });

  it('keeps the exemption list honest: each one names a real route and has a reason', () => {
    const routes = writeRoutes(capped().app);
    for (const exempt of UNTHROTTLED_WRITES) {
      expect(routes.some((route) => exempt.path.test(route.path)), exempt.path.source).toBe(true);
      expect(exempt.reason.length).toBeGreaterThan(20);
    }
  });

  it('answers the cap in words and does not count the staff token', async () => {
    const { app } = capped();
    const refused = await send(app, 'POST', '/api/v1/enquiry/call', TEST_TOKEN, '203.0.113.91');
    expect(await refused.json()).toEqual({ status: 429, message: expect.stringMatching(/^Too many requests from your network\. Please try again in \d+ minutes?\.$/) });
    const staff = await send(app, 'PUT', '/api/v1/kyc/users/x1/status', DEV_STAFF_TOKEN, '203.0.113.91');
    expect(staff.status).not.toBe(429);
  });
});

describe('write caps', () => {
  it('counts a user by their account whatever the network, and anonymous writes per client IP', async () => {
    const ctx = createTestAppOver(setup.database, { limits: limiters.limits({ ...TEST_LIMITS, writesPerUser: 2, writesPerIp: 1 }) });
    const account = await createAccount(setup.app);
    const token = await signIn(setup.app, account.email, account.password);
    const wishlist = (ip: string) => send(ctx.app, 'POST', '/api/v1/package/recently-visit', token, ip);
    expect((await wishlist('198.51.100.1')).status).not.toBe(429);
    expect((await wishlist('198.51.100.2')).status).not.toBe(429);
    const third = await wishlist('198.51.100.3');
    expect(third.status).toBe(429);
    expect(((await third.json()) as { message: string }).message).toMatch(/^You are making changes too quickly\./);
    expect((await send(ctx.app, 'POST', '/api/v1/enquiry/call', TEST_TOKEN, '198.51.100.4')).status, 'another caller').not.toBe(429);
    expect((await send(ctx.app, 'POST', '/api/v1/enquiry/call', TEST_TOKEN, '198.51.100.4')).status, 'the same IP again').toBe(429);
  });
});
