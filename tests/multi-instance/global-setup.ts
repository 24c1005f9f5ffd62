/**
 * Starts the multi-instance stack once for the whole run and hands its URLs to the spec through
 * `MULTI_INSTANCE_STACK`. It needs `MULTI_INSTANCE_DATABASE_URL` (an empty PostgreSQL database) and
 * `REDIS_TEST_URL`: without them the tests are skipped locally and the run fails under CI.
 */
import { startMultiInstanceStack } from '../support/multi-instance-stack.ts';
import { redisTestUrl } from '../support/redis-test-url.ts';
import { MULTI_INSTANCE_LIMITS, STACK_VARIABLE } from './stack.ts';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const databaseUrl = process.env.MULTI_INSTANCE_DATABASE_URL;
  const redisUrl = redisTestUrl();
  if (!databaseUrl || !redisUrl) {
    if (process.env.CI) throw new Error('the multi-instance test needs MULTI_INSTANCE_DATABASE_URL and REDIS_TEST_URL under CI');
    return undefined;
  }
  const started = Date.now();
  const stack = await startMultiInstanceStack({ databaseUrl, redisUrl, limits: MULTI_INSTANCE_LIMITS, echoOutput: process.env.MULTI_INSTANCE_ECHO === '1' });
  console.log(`multi-instance stack up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.env[STACK_VARIABLE] = JSON.stringify(stack.urls);
  return stack.stop;
}
