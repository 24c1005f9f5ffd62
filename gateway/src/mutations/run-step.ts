import type { z } from 'zod';
import type { RestFailure, RestOutcome } from '../rest/outcome.ts';
import { userErrorForRefusal, type RefusalPolicy } from './refusals.ts';
import { signInRequiredError, type MutationUserError } from './user-error.ts';
import { validateInput } from './validate-input.ts';

export interface MutationStep<S extends z.ZodType, V, P> {
  input: unknown;
  schema: S;
  /** For a user route (🔒): whether the caller brought a user token; without one, no call is made. */
  signedIn?: boolean;
  /** The upstream call, made only with a valid input. */
  call: (value: z.output<S>) => Promise<RestOutcome<V>>;
  /** How this call's refusals become user errors. */
  refusal: RefusalPolicy | ((value: z.output<S>) => RefusalPolicy);
  succeed: (value: V) => P;
  /** The payload for user errors; `refusal` is the upstream answer when there was one. */
  fail: (userErrors: MutationUserError[], refusal: RestFailure | null) => P;
}

/**
 * The shape of every mutation of the gateway: ask a user route's caller to sign in, validate the input
 * (no upstream call when it fails), make the one REST call, and turn a refusal into the user error of
 * its policy. Only an unavailable upstream throws.
 */
export async function runMutationStep<S extends z.ZodType, V, P>(step: MutationStep<S, V, P>): Promise<P> {
  if (step.signedIn === false) return step.fail([signInRequiredError()], null);
  const validated = validateInput(step.schema, step.input);
  if (!validated.ok) return step.fail(validated.userErrors, null);
  const outcome = await step.call(validated.value);
  if (outcome.ok) return step.succeed(outcome.value);
  const policy = typeof step.refusal === 'function' ? step.refusal(validated.value) : step.refusal;
  return step.fail([userErrorForRefusal(policy, outcome)], outcome);
}
