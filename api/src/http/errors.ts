import { z } from '@hono/zod-openapi';
import type { ZodError } from 'zod';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

/** An expected failure with the status and message the client sees. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    /** Extra response headers, e.g. `retry-after` on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string): ApiError => new ApiError(404, `${what} not found`);

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: a valid Authorization token is required';
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export const ErrorBodySchema = z
  .object({
    status: z.number().int().openapi({ example: 400 }),
    message: z.string().openapi({ example: "Invalid query parameter 'limit': must be at most 100" }),
  })
  .openapi('Error');

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const errorBody = (status: ErrorStatus, message: string): ErrorBody => ({ status, message });

const targetLabels: Record<string, string> = {
  query: 'query parameter',
  param: 'path parameter',
  json: 'body field',
  form: 'form field',
  header: 'header',
  cookie: 'cookie',
};

/** "Invalid query parameter 'limit': must be at most 100" (no quotes part when the field is the whole target). */
export function describeFieldProblem(target: string, field: string, message: string): string {
  const label = targetLabels[target] ?? target;
  return field ? `Invalid ${label} '${field}': ${message}` : `Invalid ${label}: ${message}`;
}

/** One readable sentence per problem, naming the field: "Invalid query parameter 'limit': must be at most 100". */
export function describeValidationError(error: ZodError, target: string): string {
  return error.issues
    .map((issue) => describeFieldProblem(target, issue.path.filter((part) => typeof part !== 'symbol').join('.'), issue.message))
    .join('; ');
}
