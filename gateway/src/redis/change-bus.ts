import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CacheChange, ChangeBus } from '../cache/changes.ts';
import type { GatewayRedis } from './client.ts';

const entity = z.object({ typename: z.string(), id: z.union([z.string(), z.number()]).optional() });
const message = z.object({
  origin: z.string(),
  change: z.union([z.object({ tags: z.array(z.string()).min(1) }), z.object({ entities: z.array(entity) })]),
});

/**
 * The change feed on Redis pub/sub (channel `<prefix>cache-changes`): every instance publishes the changes it
 * received, with its own id, and applies those of the others once (its own, already applied, are skipped).
 * Pub/sub keeps nothing: a message sent while an instance's subscriber is disconnected is lost to it, so each
 * (re)subscription is reported as a gap (the instance then empties its caches: `ChangeBus.subscribe`).
 */
export function redisChangeBus(redis: GatewayRedis, onInvalidMessage?: (text: string) => void): ChangeBus {
  const channel = `${redis.keyPrefix}cache-changes`;
  const origin = randomUUID();
  let listening = false;
  return {
    async publish(change) {
      await redis.client.publish(channel, JSON.stringify({ origin, change }));
    },
    subscribe({ onChange, onGap }) {
      const { subscriber } = redis;
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        let parsed: z.infer<typeof message> | undefined;
        try {
          parsed = message.parse(JSON.parse(text));
        } catch {
          onInvalidMessage?.(text.slice(0, 200));
          return;
        }
        if (parsed.origin !== origin) onChange(parsed.change as CacheChange);
      });
      subscriber.on('close', () => {
        listening = false;
      });
      // On every (re)connection: subscribe, then drop what may have changed while no message could arrive.
      const listen = (): void => {
        subscriber.subscribe(channel).then(
          () => {
            listening = true;
            onGap();
          },
          () => {},
        );
      };
      subscriber.on('ready', listen);
      if (subscriber.status === 'ready') listen();
    },
    isListening: () => listening,
  };
}
