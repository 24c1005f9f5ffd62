import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createLimits } from '../limits/limits.ts';
import type { LimitsPolicy } from '../limits/policy.ts';
import { redisStore } from '../limits/redis-store.ts';
import { call, createAccount, freshMobile, trustedClientIp, WEB_DEVICE } from '../test-support/accounts.ts';
import { describeOnRedis, redisClientsPerSuite, testKeyPrefix, testRedisClient } from '../test-support/redis.ts';
import { closedLoopbackPort } from '../test-support/tcp-proxy.ts';
import { closeRedis } from './client.ts';
import { createTestApp, createTestAppOver, type TestApp } from '../test-support/test-app.ts';

describeOnRedis('api instances on Redis', () => {
  // One database for the file's apps, made only when Redis is there.
  let database: Database;
  beforeAll(async () => {
    database = (await createTestApp()).database;
  });
  afterAll(() => database.close());

  describe('two api instances on one Redis', () => {
    // Two clients, as two api processes would have, under one key prefix (this file's own).
    const redis = redisClientsPerSuite(2);
    let namespaces = 0;
    /** Two apps over one database, each with its own Redis client and limits, counting in one namespace. */
    function twoInstances(policy: Partial<LimitsPolicy>): [TestApp, TestApp] {
      namespaces += 1;
      const instance = (index: number) => createTestAppOver(database, { limits: createLimits(policy, redisStore(redis.clients[index]!, `limits-${namespaces}`)) });
      return [instance(0), instance(1)];
    }

    it('refuses through one instance an OTP send counted through the other', async () => {
      const [first, second] = twoInstances({ otpSendsPerIp: 2 });
      const send = (ctx: TestApp) => call(ctx.app, 'POST', '/otp/send', { body: { mobile: freshMobile(), countrycode: '+91' }, headers: trustedClientIp('203.0.113.120') });
      expect((await send(first)).status).toBe(200);
      expect((await send(second)).status).toBe(200);
      const refused = await send(first);
      expect(refused.status, 'the third send of the IP, whichever instance').toBe(429);
      expect(refused.body.message).toMatch(/^Too many OTP requests from your network/);
      expect((await send(second)).status).toBe(429);
    });

    it("holds an account's sign-in back-off counted through one instance on the other", async () => {
      const [first, second] = twoInstances({ signInBackoffAfter: 2 });
      const account = await createAccount(first.app);
      const guess = (ctx: TestApp, password: string) =>
        call(ctx.app, 'POST', '/auth/login/password', { body: { email: account.email, number: 0, password, deviceIDs: [WEB_DEVICE] }, headers: trustedClientIp('203.0.113.121') });
      expect((await guess(first, 'wrong-1')).status).toBe(401);
      expect((await guess(second, 'wrong-2')).status).toBe(401);
      const waiting = await guess(first, account.password);
      expect(waiting.status, 'two failures, one on each instance: the account waits').toBe(429);
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await guess(second, account.password)).status, 'on the other instance too').toBe(429);
    });
  });

  describe('two api instances while Redis is unreachable', () => {
    const clients: Redis[] = [];
    beforeAll(async () => {
      const url = `redis://127.0.0.1:${await closedLoopbackPort()}`;
      clients.push(await testRedisClient(testKeyPrefix(), url), await testRedisClient(testKeyPrefix(), url));
    });
    afterAll(() => Promise.all(clients.map(closeRedis)));

    it('count each on its own (the in-memory insurance) and refuse nobody for the outage', async () => {
      const [first, second] = clients.map((client) => createTestAppOver(database, { limits: createLimits({ otpSendsPerIp: 1 }, redisStore(client)) }));
      const send = (ctx: TestApp) => call(ctx.app, 'POST', '/otp/send', { body: { mobile: freshMobile(), countrycode: '+91' }, headers: trustedClientIp('203.0.113.122') });
      expect((await send(first!)).status).toBe(200);
      expect((await send(second!)).status, 'the other instance has counted nothing').toBe(200);
      expect((await send(first!)).status, 'each instance still holds the limit').toBe(429);
    });
  });
});
