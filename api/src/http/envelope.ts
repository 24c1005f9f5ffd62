import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorBodySchema, type ErrorStatus } from './errors.ts';

export const OK_MESSAGE = 'OK';

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int().openapi({ example: 200 }), message: z.string().openapi({ example: OK_MESSAGE }), data });
}

export function pagedEnvelopeOf<T extends z.ZodType>(item: T) {
  return z.object({
    status: z.number().int().openapi({ example: 200 }),
    message: z.string().openapi({ example: OK_MESSAGE }),
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export const envelope = <T>(data: T) => ({ status: 200, message: OK_MESSAGE, data });

export function pagedEnvelope<T>(c: Context, data: T[], page: { total: number; page: number; limit: number }) {
  c.header('x-total-count', String(page.total));
  return { status: 200, message: OK_MESSAGE, data, ...page };
}

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'Bad input; the message names the field',
  401: 'Missing or unknown Authorization token',
  403: 'Understood but not allowed this way (e.g. sign-in by an e-mail the account has not confirmed)',
  404: 'Unknown slug or id',
  409: 'Already registered',
  413: 'Request body over 64 KB',
  429: 'Too many requests; `retry-after` gives the seconds to wait',
  503: 'Busy; retry after `retry-after` seconds',
  500: 'Unexpected error (logged with the request id)',
};

/** OpenAPI response entries for JSON success plus the listed error statuses. */
export function jsonResponses<T extends z.ZodType>(description: string, schema: T, errors: ErrorStatus[] = [401]) {
  const responses: Record<string, { description: string; content: { 'application/json': { schema: z.ZodType } } }> = {};
  for (const status of errors) {
    responses[status] = { description: errorDescriptions[status], content: { 'application/json': { schema: ErrorBodySchema } } };
  }
  return {
    200: { description, content: { 'application/json': { schema } } },
    ...responses,
  } as { 200: { description: string; content: { 'application/json': { schema: T } } } };
}
