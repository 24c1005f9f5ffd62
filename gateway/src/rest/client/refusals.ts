import { z } from 'zod';
import type { RestFailure } from '../outcome.ts';
import { retryAfterSeconds } from '../outcome.ts';
import { refusalError } from '../refusal-errors.ts';
import type { RestClientOptions, UpstreamResponse } from './types.ts';

const errorMessageBody = z.object({ message: z.string() });
const refusalBody = z.object({ message: z.string().optional(), data: z.unknown().optional() });

export const failure = (status: number, message: string | null, retryAfter: number | null): RestFailure => ({
  ok: false,
  status,
  message,
  retryAfterSeconds: retryAfter,
});

/** A non-2xx answer of `send` as a value: its status, `message`, `retry-after` and the body's `data` when present. */
export async function refusalOf(response: UpstreamResponse): Promise<RestFailure> {
  const parsed = refusalBody.safeParse(await response.json().catch(() => null));
  const message = parsed.success && parsed.data.message?.trim() ? parsed.data.message : null;
  const answer = failure(response.status, message, retryAfterSeconds(response.headers.get('retry-after')));
  return parsed.success && parsed.data.data !== undefined ? { ...answer, data: parsed.data.data } : answer;
}

/** The api's `message` of a refused catalogue GET, for the log; null when the body has none. */
async function upstreamMessageOrNull(response: UpstreamResponse): Promise<string | null> {
  const parsed = errorMessageBody.safeParse(await response.json().catch(() => null));
  return parsed.success && parsed.data.message.trim() !== '' ? parsed.data.message : null;
}

/** A 4xx of a catalogue GET: logged with the api's message, answered with a code of its own. */
export async function catalogueRefusal({ logger, requestId }: Pick<RestClientOptions, 'logger' | 'requestId'>, url: string, response: UpstreamResponse) {
  const message = await upstreamMessageOrNull(response);
  // Catalogue GETs always carry the public token: a 401 here means that token itself was refused (a
  // misconfiguration), so it is an error; the other refusals are worth a look.
  const log = response.status === 401 ? logger.error : logger.warn;
  log.call(logger, `[${requestId}] upstream ${response.status} on GET ${url}: ${message ?? '(no message)'}`);
  return refusalError(response.status, retryAfterSeconds(response.headers.get('retry-after')));
}
