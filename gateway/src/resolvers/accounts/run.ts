import type { z } from 'zod';
import { validateInput } from '../../domain/accounts/inputs.ts';
import { userErrorForRefusal, type AccountFlow, type AccountUserError } from '../../domain/accounts/user-errors.ts';
import type { RestFailure, RestOutcome } from '../../rest/outcome.ts';

export interface AccountStep<S extends z.ZodType, V, P> {
  input: unknown;
  schema: S;
  /** The upstream call, made only with a valid input. */
  call: (value: z.output<S>) => Promise<RestOutcome<V>>;
  /** Whose refusal rules apply (spec §8). */
  flow: AccountFlow | ((value: z.output<S>) => AccountFlow);
  succeed: (value: V) => P;
  /** The payload for user errors; `refusal` is the upstream answer when there was one. */
  fail: (userErrors: AccountUserError[], refusal: RestFailure | null) => P;
}

/**
 * The shape of every account mutation: validate the input (no upstream call when it fails), make the one
 * REST call, and turn a refusal into the spec's user error. Only an unavailable upstream throws.
 */
export async function runAccountStep<S extends z.ZodType, V, P>(step: AccountStep<S, V, P>): Promise<P> {
  const validated = validateInput(step.schema, step.input);
  if (!validated.ok) return step.fail(validated.userErrors, null);
  const outcome = await step.call(validated.value);
  if (outcome.ok) return step.succeed(outcome.value);
  const flow = typeof step.flow === 'function' ? step.flow(validated.value) : step.flow;
  return step.fail([userErrorForRefusal(flow, outcome)], outcome);
}
