import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { nodeHeaderReader, type HeaderReader } from '../http/header-reader.ts';
import type { AnsweredRequest } from '../observability/request-telemetry.ts';
import { getRequestKey, postRequestKey, type RenderedAnswer } from './fast-path.ts';

export interface NodeFastPathOptions {
  graphqlEndpoint: string;
  /** Bodies above this are left to Yoga, which answers 413. */
  maxBodyBytes: number;
  /** The response cache's own rule (a visitor, no If-None-Match), on the request's headers. */
  enabled: (headers: HeaderReader) => boolean;
  /** The stored answer already rendered for these request bytes (`fast-path.ts`), or null. */
  storedAnswer: (requestKey: string) => RenderedAnswer | null;
  /** Counts the request against its rate (`security/request-rate.ts`); false: over it. None: not counted. */
  admit: ((request: IncomingMessage) => Promise<boolean>) | null;
  /** The request's id from its `x-request-id` (`observability/request-id.ts`). */
  requestIdFrom: (incoming: string | null | undefined) => string;
  /** The request's metrics and access line (`observability/request-telemetry.ts`). */
  record: (answered: AnsweredRequest) => void;
  /** Each answer given here (the cache's hit count). */
  onAnswer?: () => void;
}

const CONTENT_LENGTH = /^\d+$/;

/** The whole body of a request that announced `length` bytes (Node enforces the announced length). */
function bodyOf(request: IncomingMessage, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks, length).toString('utf8')));
    request.once('error', reject);
  });
}

/**
 * Answers a visitor's repeated query in Node's request listener, before the Fetch API adapter builds a Request
 * (README "Response cache", fast path in Node). It serves only what `fast-path.ts` already stored and rendered for
 * the same bytes, so every check those bytes passed once still holds; it counts the request's rate, gives it its
 * request id and records its metrics and access line as Yoga's plugins do. A request it cannot answer goes to
 * `next` untouched (a POST's body already read is handed on as `request.body`, which the adapter reads instead of
 * the stream). Requests with an `Origin` go to Yoga, whose CORS plugin answers them.
 */
export function withNodeFastPath(next: RequestListener, options: NodeFastPathOptions): RequestListener {
  const { graphqlEndpoint, maxBodyBytes, storedAnswer, admit } = options;

  function write(request: IncomingMessage, response: ServerResponse, answer: RenderedAnswer, startedAt: bigint): void {
    const requestId = options.requestIdFrom(nodeHeaderReader(request).get('x-request-id'));
    response.writeHead(answer.status, [...answer.flatHeaders, 'x-request-id', requestId]);
    response.end(answer.body);
    options.onAnswer?.();
    options.record({ requestId, method: request.method ?? 'GET', path: graphqlEndpoint, operation: 'none', status: answer.status, startedAt });
  }

  function answerOrPass(request: IncomingMessage, response: ServerResponse, requestKey: string, startedAt: bigint): void {
    const stored = storedAnswer(requestKey);
    if (stored === null) return void next(request, response);
    if (admit === null) return write(request, response, stored, startedAt);
    admit(request).then(
      (admitted) => {
        // Over the rate, or dropped while counting: Yoga answers (the verdict stays with the request, not counted twice).
        const answer = admitted ? storedAnswer(requestKey) : null;
        if (answer === null) next(request, response);
        else write(request, response, answer, startedAt);
      },
      // The limiter failed (not a refusal): Yoga's plugin meets the same failure and answers it.
      () => next(request, response),
    );
  }

  return (request, response) => {
    const startedAt = process.hrtime.bigint();
    const { method, headers, url = '/' } = request;
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if ((method !== 'GET' && method !== 'POST') || path !== graphqlEndpoint || headers.origin !== undefined || !options.enabled(nodeHeaderReader(request))) {
      return next(request, response);
    }
    const accept = headers.accept ?? '';
    if (method === 'GET') {
      if (queryAt < 0) return next(request, response);
      return answerOrPass(request, response, getRequestKey(accept, url.slice(queryAt + 1)), startedAt);
    }
    const contentType = headers['content-type'] ?? '';
    const length = headers['content-length'];
    if (!contentType.toLowerCase().startsWith('application/json') || length === undefined || !CONTENT_LENGTH.test(length)) return next(request, response);
    const bytes = Number(length);
    if (bytes === 0 || bytes > maxBodyBytes) return next(request, response);
    bodyOf(request, bytes).then(
      (body) => {
        // The adapter reads a string `body` instead of the (now read) stream.
        Object.assign(request, { body });
        answerOrPass(request, response, postRequestKey(accept, contentType, body), startedAt);
      },
      () => request.destroy(),
    );
  };
}
