import type { Redis } from 'ioredis';

/** What readiness needs of Redis. */
export type RedisPing = Pick<Redis, 'ping'>;

/** True when PING answers within `timeoutMs`; false when it fails or is slower. */
export async function redisAnswers(client: RedisPing, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const ping = client.ping().then((answer) => answer === 'PONG', () => false);
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
