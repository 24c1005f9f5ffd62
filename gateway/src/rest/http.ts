import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { dataEnvelope, pageEnvelope, type RestPage } from './envelope.ts';
import { lazyOperationDeadline } from './faults/deadline.ts';
import type { RestOutcome, SendRequest } from './outcome.ts';
import { buildUpstreamUrl, type QueryParams } from './url.ts';
import { retried, sentOnce, timed } from './client/attempts.ts';
import { jsonBody, validated } from './client/bodies.ts';
import { unavailable, UpstreamServerError } from './client/failures.ts';
import { catalogueRefusal, failure, refusalOf } from './client/refusals.ts';
import { revalidation } from './client/revalidation.ts';
import type { AttemptOptions, RestClientOptions, UpstreamResponse } from './client/types.ts';
import { validatedOnce } from './client/validated-once.ts';
import type { CachedAnswer } from './upstream-cache.ts';

export type { FetchFunction, RestClientOptions, UpstreamResponse } from './client/types.ts';

/** A public GET's body, and its upstream cache entry when the cache keeps it. */
type PublicAnswer = { body: unknown; kept: CachedAnswer | null };

/** A kept answer is validated once per schema (`client/validated-once.ts`); any other body every time. */
const validatedAnswer = <T>(path: string, answer: PublicAnswer, schema: z.ZodType<T>): T =>
  answer.kept ? validatedOnce(path, answer.kept, schema) : validated(path, answer.body, schema);

/**
 * The upstream REST client of one GraphQL request. Public GETs (catalogue, content) go with the public
 * token whoever asks, and throw on refusals (`getData`, `getPage`);
 * account routes answer refusals as values (`send`). Every call carries the operation's one deadline; only
 * GETs and POSTs with an Idempotency-Key (`idempotent`) get the single jittered retry, while the breaker is closed.
 * The parts live in `client/`: request building, attempts and retry, refusals, bodies, cache revalidation.
 */
export class RestClient {
  private readonly deadlineOf: () => AbortSignal;

  constructor(private readonly options: RestClientOptions) {
    const given = options.deadline;
    this.deadlineOf = given ? () => given : lazyOperationDeadline(options.timeoutMs);
  }

  /** The operation's one deadline (made by its first upstream call). */
  private get deadline(): AbortSignal {
    return this.deadlineOf();
  }

  /** Logs a warning about an upstream answer the gateway leaves out, tagged with the request id. */
  warn(message: string, ...details: string[]): void {
    this.options.logger.warn(`[${this.options.requestId}] ${message}`, ...details);
  }

  /** GETs `{ data }` and validates it; null when the upstream answers 404. */
  async getData<T>(path: string, query: QueryParams, data: z.ZodType<T>): Promise<T | null> {
    const answer = await this.getJson(path, query);
    return answer === null ? null : validatedAnswer(path, answer, dataEnvelope(data)).data;
  }

  /** GETs a paged list and validates it; null when the upstream answers 404. */
  async getPage<T>(path: string, query: QueryParams, item: z.ZodType<T>): Promise<RestPage<T> | null> {
    const answer = await this.getJson(path, query);
    if (answer === null) return null;
    const { data, total, page, limit } = validatedAnswer(path, answer, pageEnvelope(item));
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
    const call = request.method === 'GET' || request.idempotent ? retried : sentOnce;
    let response: UpstreamResponse;
    try {
      response = await timed(this.options, request.method, url, () => call(this.options, this.deadline, url, attempt));
    } catch (error) {
      if (error instanceof UpstreamServerError) return failure(error.status, null, null);
      throw unavailable(this, url, error, request.method);
    }
    if (!response.ok) return refusalOf(response);
    return { ok: true, value: validated(request.path, await this.json(request.path, response), request.answer) };
  }

  /** The answer's body, with the upstream cache's entry when it is kept there; null on 404. */
  private async getJson(path: string, query: QueryParams): Promise<PublicAnswer | null> {
    const url = buildUpstreamUrl(this.options.baseUrl, path, query);
    // Public GETs only (the public token, never a user's): a fresh stored answer, else revalidated with its ETag.
    const cache = revalidation(this.options.upstreamCache ?? null, url, this.options.publicAuthorization);
    if (cache.fresh) return { body: cache.fresh.body, kept: cache.fresh };
    const attempt = { method: 'GET', authorization: this.options.publicAuthorization, ...cache.conditional };
    let response: UpstreamResponse;
    try {
      response = await timed(this.options, 'GET', url, () => retried(this.options, this.deadline, url, attempt));
    } catch (error) {
      throw unavailable(this, url, error, 'GET');
    }
    const renewed = await cache.notModified(response);
    if (renewed !== undefined) return { body: renewed.body, kept: renewed };
    if (response.status === 404) return null;
    if (!response.ok) throw await catalogueRefusal(this.options, url, response);
    const body = await this.json(path, response);
    return { body, kept: cache.store(response, body) };
  }

  private json = (path: string, response: UpstreamResponse): Promise<unknown> =>
    jsonBody(response, this.deadline, (message, detail) => this.warn(message, detail), path);
}
