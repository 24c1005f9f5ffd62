import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import type { WriteQuota } from './write-quota.ts';

/** The methods that change something: each request with one is counted by the write quota. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Write routes the throttle leaves alone, each with its reason (limits/write-throttle.test.ts asserts that
 * every other write route of the app answers 429 once its caller is over the cap). Staff-token requests are
 * not counted either: the token is the operator's own, not a client's.
 */
export const UNTHROTTLED_WRITES: readonly { path: RegExp; reason: string }[] = [
  {
    path: /^\/payment\/webhook\//,
    reason: "the payment provider's signed webhook: a refused event would be retried by the provider and delay a paid order; the HMAC is checked first",
  },
  {
    path: /^\/payment-provider\/test\//,
    reason: 'the local test payment page (PAYMENT_PROVIDER=test, refused in production): it stands in for the provider, not a client route',
  },
];

export const isUnthrottledWrite = (path: string): boolean => UNTHROTTLED_WRITES.some((exempt) => exempt.path.test(path));

/**
 * Counts every write (POST/PUT/PATCH/DELETE) against `quota` before the route runs: per user for a user token,
 * per client IP otherwise; `isUpload` paths count as uploads too. Over a cap: 429 with `retry-after`.
 * Mount it after the token middleware so that `principal` is known.
 */
export function writeThrottle(quota: WriteQuota, isUpload: (path: string) => boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method) || isUnthrottledWrite(c.req.path)) return next();
    const principal = c.get('principal');
    if (principal?.kind === 'staff') return next();
    const userId = principal?.kind === 'user' ? principal.userId : null;
    await quota.take({ userId, clientIp: c.var.clientIp, upload: isUpload(c.req.path) });
    return next();
  });
}
