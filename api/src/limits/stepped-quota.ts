import { ApiError } from '../http/errors.ts';
import { retryAfterSeconds, type Counter, type CounterState } from './store.ts';

/** One cap of a quota: its counter, the key a request is counted under, and the 429 text. */
export type QuotaStep<R> = { counter: Counter; keyOf: (request: R) => string; message: (seconds: number) => string };

const refuse = (message: (seconds: number) => string, state: CounterState): ApiError => {
  const seconds = retryAfterSeconds(state.msLeft);
  return new ApiError(429, message(seconds), { 'retry-after': String(seconds) });
};

/**
 * Counts the request in every step, or throws 429 (with `retry-after`) at the first cap reached and takes
 * back what it counted: each step is one atomic increment, decided on its result (as in otp-quota.ts).
 */
export async function takeSteps<R>(steps: QuotaStep<R>[], request: R): Promise<void> {
  const taken: { counter: Counter; key: string }[] = [];
  for (const step of steps) {
    const key = step.keyOf(request);
    const state = await step.counter.add(key);
    taken.push({ counter: step.counter, key });
    if (state.used > step.counter.spec.points) {
      for (const done of taken.reverse()) await done.counter.add(done.key, -1);
      throw refuse(step.message, state);
    }
  }
}
