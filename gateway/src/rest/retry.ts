/** Waits `baseDelayMs` scaled by a random factor in [0.5, 1.5), so retries of many callers spread out. */
export function jitteredDelay(baseDelayMs: number, random: () => number = Math.random): Promise<void> {
  const delay = baseDelayMs * (0.5 + random());
  return new Promise((resolve) => setTimeout(resolve, delay));
}

/**
 * Runs `operation`; when it fails with an error `isRetryable` accepts and `mayRetry` still agrees (the upstream's
 * breaker is closed), waits a jittered delay and runs it once more.
 */
export async function retryOnce<T>(
  operation: () => Promise<T>,
  isRetryable: (error: unknown) => boolean,
  baseDelayMs: number,
  mayRetry: () => boolean = () => true,
): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (!isRetryable(error) || !mayRetry()) throw error;
    await jitteredDelay(baseDelayMs);
    return operation();
  }
}
