/**
 * The throw-away redis-server of `pnpm test` (`REDIS_TEST_URL`). Unset, Redis tests are skipped locally and
 * fail under CI, where a skip would pass them unrun (the rule of API_TEST_DATABASE_URL).
 */
export function redisTestUrl(): string | undefined {
  const url = process.env.REDIS_TEST_URL?.trim();
  if (!url && process.env.CI) throw new Error('REDIS_TEST_URL is not set: under CI the Redis tests must run (pnpm test starts a redis-server)');
  return url || undefined;
}
