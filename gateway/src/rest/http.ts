import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { GatewayLogger } from '../observability/logger.ts';
import { dataEnvelope, pageEnvelope, type RestPage } from './envelope.ts';
import { upstreamUnavailableError, UpstreamContractError, type UpstreamFailureReason } from '../errors.ts';
import { CircuitOpenError } from './faults/breakers.ts';
import { operationDeadline } from './faults/deadline.ts';
import { IDEMPOTENCY_KEY_HEADER } from './faults/idempotency-key.ts';
import { retryAfterSeconds, type RestFailure, type RestOutcome, type SendRequest } from './outcome.ts';
import { refusalError } from './refusal-errors.ts';
import { retryOnce } from './retry.ts';
import { CLIENT_IP_HEADER, PROXY_KEY_HEADER } from '../trust/proxy-key.ts';
import { buildUpstreamUrl, type QueryParams } from './url.ts';
import type { UpstreamCache } from './upstream-cache.ts';

/** What the client reads of an upstream answer: a `fetch` Response has it all (tests' fakes answer one). */
export interface UpstreamResponse {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  body?: { cancel(): Promise<unknown> } | null;
}

/** The subset of `fetch` the client needs; tests pass a recording fake, `upstream-fetch.ts` is the real one. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<UpstreamResponse>;

export interface RestClientOptions {
  baseUrl: string;
  /** The caller's `Authorization` header value (a user's bearer token, else the public token): user routes (🔒) only. */
  authorization: string;
  /**
   * The public token's header value: every catalogue and content GET (public data is fetched the same for
   * everyone, so it can be cached) and the routes that need no user (sign-in, sign-up, OTP, reset).
   */
  publicAuthorization: string;
  timeoutMs: number;
  fetch: FetchFunction;
  requestId: string;
  /** The IP of the client this request acts for (see `trust/client-ip.ts`); null when unknown. */
  clientIp: string | null;
  /** Sent as `x-proxy-key` with every call, so the api trusts the `x-client-ip` the gateway sends. */
  apiProxyKey: string;
  logger: GatewayLogger;
  /** Base of the jittered pause before the single retry. */
  retryDelayMs?: number;
  /** The operation's deadline, shared by all its calls; default: `timeoutMs` from when the client is made. */
  deadline?: AbortSignal;
  /** Whether a failed call to this URL may be tried again (its upstream's breaker is closed); default: always. */
  mayRetry?: (url: string) => boolean;
  /** The caller's own Idempotency-Key for the keyed POSTs of this operation; default: a fresh UUID per call. */
  idempotencyKey?: string | null;
  /** The HTTP cache of public GETs, shared by every request (`upstream-cache.ts`); none when off. */
  upstreamCache?: UpstreamCache | null;
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

/** The least time an upload (a FormData body) gets upstream. */
const UPLOAD_TIMEOUT_MS = 30_000;

const errorMessageBody = z.object({ message: z.string() });
const refusalBody = z.object({ message: z.string().optional(), data: z.unknown().optional() });

interface AttemptOptions {
  method: string;
  authorization: string;
  body?: unknown;
  /** Sent as `Idempotency-Key`: the api replays its first answer to a repeated key instead of acting twice. */
  idempotencyKey?: string;
  /** The stored answer's ETag: the api answers 304 while it still holds. */
  ifNoneMatch?: string;
}


/**
 * The upstream REST client of one GraphQL request. Public GETs (catalogue, content) go with the public
 * token whoever asks, and throw on refusals (`getData`, `getPage`);
 * account routes answer refusals as values (`send`). Every call carries the operation's one deadline; only
 * GETs and POSTs with an Idempotency-Key (`idempotent`) get the single jittered retry, while the breaker is closed.
 */
export class RestClient {
  private readonly deadline: AbortSignal;

  constructor(private readonly options: RestClientOptions) {
    this.deadline = options.deadline ?? operationDeadline(options.timeoutMs);
  }

  /** Logs a warning about an upstream answer the gateway leaves out, tagged with the request id. */
  warn(message: string): void {
    this.options.logger.warn(`[${this.options.requestId}] ${message}`);
  }

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

  /**
   * Sends one account route. A 2xx body is validated against `answer`; any other status comes back as a
   * `RestFailure` for the resolver to map; only a timeout or network failure throws (UPSTREAM_ERROR).
   */
  async send<T>(request: SendRequest<T>): Promise<RestOutcome<T>> {
    const url = buildUpstreamUrl(this.options.baseUrl, request.path);
    const attempt: AttemptOptions = {
      method: request.method,
      authorization: request.as === 'caller' ? this.options.authorization : this.options.publicAuthorization,
      body: request.body,
      // One key for the call and its retry: the api acts once, however many copies reach it.
      ...(request.idempotent ? { idempotencyKey: this.options.idempotencyKey ?? randomUUID() } : {}),
    };
    const startedAt = performance.now();
    let response: UpstreamResponse;
    try {
      response =
        request.method === 'GET' || request.idempotent
          ? await this.retried(url, attempt)
          : await this.options.fetch(url, this.init(attempt));
    } catch (error) {
      if (error instanceof UpstreamServerError) return this.failure(error.status, null, null);
      throw this.unavailable(url, error, request.method);
    } finally {
      this.log(request.method, url, startedAt);
    }
    if (!response.ok) return this.refusal(response);
    return { ok: true, value: this.validate(request.path, await this.json(request.path, response), request.answer) };
  }

  private failure(status: number, message: string | null, retryAfter: number | null): RestFailure {
    return { ok: false, status, message, retryAfterSeconds: retryAfter };
  }

  /** A non-2xx answer of `send` as a value: its status, `message`, `retry-after` and the body's `data` when present. */
  private async refusal(response: UpstreamResponse): Promise<RestFailure> {
    const parsed = refusalBody.safeParse(await response.json().catch(() => null));
    const message = parsed.success && parsed.data.message?.trim() ? parsed.data.message : null;
    const failure = this.failure(response.status, message, retryAfterSeconds(response.headers.get('retry-after')));
    return parsed.success && parsed.data.data !== undefined ? { ...failure, data: parsed.data.data } : failure;
  }

  private validate<T>(path: string, body: unknown, schema: z.ZodType<T>): T {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new UpstreamContractError(path, z.prettifyError(parsed.error));
  }

  private async getJson(path: string, query: QueryParams): Promise<unknown> {
    const url = buildUpstreamUrl(this.options.baseUrl, path, query);
    const startedAt = performance.now();
    let response: UpstreamResponse;
    // Public GETs only (the public token, never a user's): revalidated with the stored answer's ETag.
    const cache = this.options.upstreamCache ?? null;
    const cached = cache?.get(url);
    const attempt = { method: 'GET', authorization: this.options.publicAuthorization, ...(cached ? { ifNoneMatch: cached.etag } : {}) };
    try {
      response = await this.retried(url, attempt);
    } catch (error) {
      throw this.unavailable(url, error, 'GET');
    } finally {
      this.log('GET', url, startedAt);
    }
    if (response.status === 304 && cached) {
      await response.body?.cancel();
      return cached.body;
    }
    if (response.status === 404) return null;
    if (!response.ok) throw await this.refused(url, response);
    const body = await this.json(path, response);
    cache?.store(url, response.headers, body);
    return body;
  }

  /** One try, and one more (jittered) while the upstream's breaker is closed. */
  private retried(url: string, attempt: AttemptOptions): Promise<UpstreamResponse> {
    const mayRetry = () => !this.deadline.aborted && (this.options.mayRetry?.(url) ?? true);
    return retryOnce(() => this.attempt(url, attempt), isRetryable, this.options.retryDelayMs ?? 100, mayRetry);
  }

  /** The body as JSON; a body cut off, stalled past the deadline or not JSON at all is an UPSTREAM_ERROR. */
  private async json(path: string, response: UpstreamResponse): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      const reason: UpstreamFailureReason = this.deadline.aborted ? 'timeout' : error instanceof SyntaxError ? 'malformed' : 'network';
      this.options.logger.warn(`[${this.options.requestId}] upstream body of ${path}: ${reason}`, String(error));
      throw upstreamUnavailableError(reason);
    }
  }

  private init({ method, authorization, body, idempotencyKey, ifNoneMatch }: AttemptOptions): RequestInit {
    // A FormData body (an upload, rest/files/upload-form.ts) goes as multipart: the client writes its boundary.
    const json = body !== undefined && !(body instanceof FormData);
    // Past the operation's deadline a call is not even sent.
    if (!(body instanceof FormData)) this.deadline.throwIfAborted();
    return {
      method,
      headers: {
        accept: 'application/json',
        authorization,
        'x-request-id': this.options.requestId,
        ...this.clientIpHeaders(),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
        ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
      },
      ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
      // The api decodes and re-encodes an uploaded image: more time than the operation's deadline of a JSON call.
      signal: body instanceof FormData ? AbortSignal.timeout(Math.max(this.options.timeoutMs, UPLOAD_TIMEOUT_MS)) : this.deadline,
    };
  }

  /** The client-IP protocol's upstream half: the key always, the IP when it is known. */
  private clientIpHeaders(): Record<string, string> {
    const { clientIp, apiProxyKey } = this.options;
    return { [PROXY_KEY_HEADER]: apiProxyKey, ...(clientIp === null ? {} : { [CLIENT_IP_HEADER]: clientIp }) };
  }

  /** One idempotent try; a 5xx is thrown so the retry policy treats it like a network failure. */
  private async attempt(url: string, options: AttemptOptions): Promise<UpstreamResponse> {
    const response = await this.options.fetch(url, this.init(options));
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new UpstreamServerError(response.status);
    }
    return response;
  }

  private log(method: string, url: string, startedAt: number): void {
    this.options.logger.debug(`[${this.options.requestId}] ${method} ${url} ${Math.round(performance.now() - startedAt)}ms`);
  }

  private unavailable(url: string, error: unknown, method: string) {
    const reason: UpstreamFailureReason =
      isTimeout(error) ? 'timeout' : error instanceof UpstreamServerError ? 'status' : error instanceof CircuitOpenError ? 'circuit-open' : 'network';
    const status = error instanceof UpstreamServerError ? error.status : undefined;
    this.options.logger.warn(`[${this.options.requestId}] upstream ${reason} on ${method} ${url}`, String(error));
    return upstreamUnavailableError(reason, status);
  }

  /** A 4xx of a catalogue GET: logged with the api's message, answered with a code of its own. */
  private async refused(url: string, response: UpstreamResponse) {
    const message = await this.upstreamMessageOrNull(response);
    // Catalogue GETs always carry the public token: a 401 here means that token itself was refused (a
    // misconfiguration), so it is an error; the other refusals are worth a look.
    const log = response.status === 401 ? this.options.logger.error : this.options.logger.warn;
    log.call(this.options.logger, `[${this.options.requestId}] upstream ${response.status} on GET ${url}: ${message ?? '(no message)'}`);
    return refusalError(response.status, retryAfterSeconds(response.headers.get('retry-after')));
  }

  private async upstreamMessageOrNull(response: UpstreamResponse): Promise<string | null> {
    const parsed = errorMessageBody.safeParse(await response.json().catch(() => null));
    return parsed.success && parsed.data.message.trim() !== '' ? parsed.data.message : null;
  }
}
