import { z } from 'zod';
import { upstreamUnavailableError, UpstreamContractError, type UpstreamFailureReason } from '../../errors.ts';
import type { UpstreamResponse } from './types.ts';

/** The body validated against the route's schema; a mismatch is an UpstreamContractError naming the path. */
export function validated<T>(path: string, body: unknown, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new UpstreamContractError(path, z.prettifyError(parsed.error));
}

/** The body as JSON; a body cut off, stalled past the deadline or not JSON at all is an UPSTREAM_ERROR. */
export async function jsonBody(response: UpstreamResponse, deadline: AbortSignal, warn: (message: string, detail: string) => void, path: string): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    const reason: UpstreamFailureReason = deadline.aborted ? 'timeout' : error instanceof SyntaxError ? 'malformed' : 'network';
    warn(`upstream body of ${path}: ${reason}`, String(error));
    throw upstreamUnavailableError(reason);
  }
}
