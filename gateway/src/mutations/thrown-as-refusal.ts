import type { RestFailure, RestOutcome } from '../rest/outcome.ts';

/** The refusal a thrown upstream failure stands for: like a 503 without a message. */
export const UNAVAILABLE: RestFailure = { ok: false, status: 503, message: null, retryAfterSeconds: null };

/**
 * Makes an upstream call whose failures the spec answers with a text rather than an error (the lead forms:
 * 'Some unexpected error occurred, Pls try again later.'): a timeout, a network failure or an answer that
 * breaks the contract is reported to `log` and comes back as a 503 refusal for the mutation's policy to word.
 */
export async function thrownAsRefusal<V>(call: () => Promise<RestOutcome<V>>, log: (error: unknown) => void): Promise<RestOutcome<V>> {
  try {
    return await call();
  } catch (error) {
    log(error);
    return UNAVAILABLE;
  }
}
