import { z } from 'zod';
import type { GatewayLogger } from '../observability/logger.ts';
import { dataEnvelope, pageEnvelope, type RestPage } from './envelope.ts';
import {
  badUserInputError,
  unauthenticatedError,
  upstreamUnavailableError,
  UpstreamContractError,
} from '../errors.ts';
import { retryOnce } from './retry.ts';
import { buildUpstreamUrl, type QueryParams } from './url.ts';

/** The subset of `fetch` the client needs; tests pass a recording fake. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface RestClientOptions {
  baseUrl: string;
  /** The full `Authorization` header value: the caller's bearer token or the public token. */
  authorization: string;
  timeoutMs: number;
  fetch: FetchFunction;
  requestId: string;
  logger: GatewayLogger;
  /** Base of the jittered pause before the single retry. */
  retryDelayMs?: number;
}

/** A 5xx answer, thrown inside an attempt so the retry policy treats it like a network failure. */
class UpstreamServerError extends Error {
  constructor(readonly status: number) {
    super(`upstream answered ${status}`);
  }
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Network failures and 5xx answers are worth one more try; timeouts are not (they already cost the budget). */
const isRetryable = (error: unknown): boolean =>
  error instanceof UpstreamServerError || (error instanceof TypeError && !isTimeout(error));

const errorMessageBody = z.object({ message: z.string() });

/**
 * The upstream REST client of one GraphQL request. Only GETs exist in the catalogue slice, and every
 * one is idempotent, so every call gets the timeout and the single jittered retry.
 */
export class RestClient {
  constructor(private readonly options: RestClientOptions) {}

  /** GETs `{ data }` and validates it; null when the upstream answers 404. */
  async getData<T>(path: string, query: QueryParams, data: z.ZodType<T>): Promise<T | null> {
    const body = await this.getJson(path, query);
    if (body === null) return null;
    return this.validate(path, body, dataEnvelope(data)).data;
  }

  /** GETs a paged list and validates it; null when the upstream answers 404. */
  async getPage<T>(path: string, query: QueryParams, item: z.ZodType<T>): Promise<RestPage<T> | null> {
    const body = await this.getJson(path, query);
    if (body === null) return null;
    const { data, total, page, limit } = this.validate(path, body, pageEnvelope(item));
    return { items: data, total, page, limit };
  }

  private validate<T>(path: string, body: unknown, schema: z.ZodType<T>): T {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new UpstreamContractError(path, z.prettifyError(parsed.error));
  }

  private async getJson(path: string, query: QueryParams): Promise<unknown> {
    const url = buildUpstreamUrl(this.options.baseUrl, path, query);
    const startedAt = performance.now();
    let response: Response;
    try {
      response = await retryOnce(() => this.attempt(url), isRetryable, this.options.retryDelayMs ?? 100);
    } catch (error) {
      throw this.unavailable(url, error);
    } finally {
      this.options.logger.debug(`[${this.options.requestId}] GET ${url} ${Math.round(performance.now() - startedAt)}ms`);
    }
    if (response.status === 404) return null;
    if (response.status === 401) throw unauthenticatedError();
    if (response.status === 400) throw badUserInputError(await this.upstreamMessage(response));
    if (!response.ok) throw this.unavailable(url, new UpstreamServerError(response.status));
    try {
      return await response.json();
    } catch {
      throw new UpstreamContractError(path, 'the body is not JSON');
    }
  }

  private async attempt(url: string): Promise<Response> {
    const response = await this.options.fetch(url, {
      method: 'GET',
      headers: {
        accept: 'application/json',
        authorization: this.options.authorization,
        'x-request-id': this.options.requestId,
      },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new UpstreamServerError(response.status);
    }
    return response;
  }

  private unavailable(url: string, error: unknown) {
    const reason = isTimeout(error) ? 'timeout' : error instanceof UpstreamServerError ? 'status' : 'network';
    const status = error instanceof UpstreamServerError ? error.status : undefined;
    this.options.logger.warn(`[${this.options.requestId}] upstream ${reason} on GET ${url}`, String(error));
    return upstreamUnavailableError(reason, status);
  }

  private async upstreamMessage(response: Response): Promise<string> {
    const parsed = errorMessageBody.safeParse(await response.json().catch(() => null));
    return parsed.success ? parsed.data.message : 'The upstream api rejected the request.';
  }
}
