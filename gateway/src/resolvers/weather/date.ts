import { weatherDateProblem } from '@pilgrim/schema/rules';
import { badUserInputError } from '../../errors.ts';

/** A `date` argument checked before any call: YYYY-MM-DD, a real day, within the api's bounds (else BAD_USER_INPUT). */
export function weatherDate(date: string | null | undefined, now: Date = new Date()): string | undefined {
  if (date == null) return undefined;
  const problem = weatherDateProblem(date, now);
  if (problem !== null) throw badUserInputError(problem);
  return date;
}
