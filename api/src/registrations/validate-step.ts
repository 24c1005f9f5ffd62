import { z } from '@hono/zod-openapi';
import { ApiError, describeFieldProblem, describeValidationError } from '../http/errors.ts';
import { stepIssues, type StepContext } from './step-rules.ts';
import { STEP_SCHEMAS, type InformationType } from './steps.ts';

/**
 * The body of `POST /registration/addupdate` judged by its step's schema, then by the rules that need the clock
 * and reference data: 400 naming every bad field ("Invalid body field 'dob': …"), or the step's clean data.
 */
export function validateStep(type: InformationType, body: unknown, ctx: StepContext): Record<string, unknown> {
  const parsed = (STEP_SCHEMAS[type] as z.ZodType<Record<string, unknown>>).safeParse(body ?? {});
  if (!parsed.success) throw new ApiError(400, describeValidationError(parsed.error, 'json'));
  const issues = stepIssues(type, parsed.data as never, ctx);
  if (issues.length > 0) throw new ApiError(400, issues.map((issue) => describeFieldProblem('json', issue.field, issue.message)).join('; '));
  if (type === 'address' && typeof parsed.data.cityId === 'string') {
    // The chosen city's name is kept with its id, so the summary reads without the reference data.
    return { ...parsed.data, city: ctx.places.city(parsed.data.cityId)?.name ?? parsed.data.city };
  }
  return parsed.data;
}
