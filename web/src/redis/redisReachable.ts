import type { Redis } from 'ioredis';

/** Whether Redis answers a PING within `timeoutMs` (readiness: `/api/ready`). */
export async function redisReachable(client: Redis, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([client.ping().then((answer) => answer === 'PONG'), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
