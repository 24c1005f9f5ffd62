/** The wait after a failed delivery: the first is about 30 s, each further one doubles, never above 1 hour. */
export const WEBHOOK_BACKOFF = { baseMs: 30_000, capMs: 3_600_000 } as const;

/**
 * "Equal jitter": half the exponential wait plus a random part of the other half, so a burst of failures
 * spreads out while each wait is still at least the last one. `failures` counts from 1; `random` is in [0, 1).
 */
export function webhookBackoffMs(failures: number, random: () => number = Math.random): number {
  const exponential = Math.min(WEBHOOK_BACKOFF.capMs, WEBHOOK_BACKOFF.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
