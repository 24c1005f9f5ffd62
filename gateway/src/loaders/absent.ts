import { upstreamUnavailableError } from '../errors.ts';
import type { RestOutcome } from '../rest/outcome.ts';

/** Answers of a user route (🔒) that mean "not this caller's" (404) or "no user" (401/403): simply absent. */
const ABSENT_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

/** A user route's value, or null when absent; any other refusal is an upstream failure. */
export function valueOrNull<T>(outcome: RestOutcome<T>): T | null {
  if (outcome.ok) return outcome.value;
  if (ABSENT_STATUSES.has(outcome.status)) return null;
  throw upstreamUnavailableError('status', outcome.status);
}
