import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { nodeHeaderReader, type HeaderReader } from '../http/header-reader.ts';
import type { AnsweredRequest } from '../observability/request-telemetry.ts';
import { getRequestKey, isKeyedPostBody, postRequestKey, type RenderedAnswer } from './fast-path.ts';

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

/** The whole body of a request that announced its length (Node enforces the announced length). */
function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

/**
 * Answers a visitor's repeated query in Node's request listener, before the Fetch API adapter builds a Request
 * (README "Response cache", fast path in Node). It serves only what `fast-path.ts` already stored and rendered for
 * the same bytes, so every check those bytes passed once still holds. A request it considers is counted against its
 * rate first, as Yoga's plugin would count it (over it, or not answerable here: Yoga gets the request with the
 * verdict, counted once); an answer gets its request id, metrics and access line as Yoga's plugins give them. A
 * request it cannot answer goes to `next` (a POST's body already read is handed on as `request.body`, a stream the
 * adapter reads instead of the socket's). Requests with an `Origin` go to Yoga, whose CORS plugin answers them.
 */
export function withNodeFastPath(next: RequestListener, options: NodeFastPathOptions): RequestListener {
  const { graphqlEndpoint, maxBodyBytes, storedAnswer, admit } = options;

  function write(request: IncomingMessage, response: ServerResponse, headers: HeaderReader, answer: RenderedAnswer, startedAt: bigint): void {
    const requestId = options.requestIdFrom(headers.get('x-request-id'));
    response.writeHead(answer.status, [...answer.flatHeaders, 'x-request-id', requestId]);
    response.end(answer.body);
    options.onAnswer?.();
    options.record({ requestId, method: request.method ?? 'GET', path: graphqlEndpoint, operation: 'none', status: answer.status, startedAt });
  }

  /** Hands the request to Yoga, once (`handed` says whether it was). */
  function handOn(request: IncomingMessage, response: ServerResponse, handed: { on: boolean }): void {
    handed.on = true;
    next(request, response);
  }

  /**
   * Counts the request, then goes on; over its rate, Yoga answers the 429. A client gone meanwhile is left alone.
   * (No named closure per request: tsx, which runs the gateway, wraps each in a `__name` call.)
   */
  function counted(request: IncomingMessage, response: ServerResponse, goOn: (pass: () => void) => void | Promise<void>): void {
    const handed = { on: false };
    const admitted = admit === null ? Promise.resolve(true) : admit(request);
    admitted
      .then((within) => {
        if (request.socket.destroyed) return;
        return within ? goOn(() => handOn(request, response, handed)) : handOn(request, response, handed);
      })
      .catch(() => {
        if (request.socket.destroyed || response.headersSent) return;
        // The limiter failed (not a refusal; Yoga's plugin meets the same and answers it), or Yoga itself threw.
        if (handed.on) response.destroy();
        else handOn(request, response, handed);
      });
  }

  /** The stored answer for these bytes, else Yoga. */
  function answerOrPass(request: IncomingMessage, response: ServerResponse, headers: HeaderReader, requestKey: string, startedAt: bigint, pass: () => void): void {
    const stored = storedAnswer(requestKey);
    if (stored === null) pass();
    else write(request, response, headers, stored, startedAt);
  }

  return (request, response) => {
    const startedAt = process.hrtime.bigint();
    const { method, headers, url = '/' } = request;
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if ((method !== 'GET' && method !== 'POST') || path !== graphqlEndpoint || headers.origin !== undefined) return next(request, response);
    const reader = nodeHeaderReader(request);
    if (!options.enabled(reader)) return next(request, response);
    const accept = headers.accept ?? '';
    if (method === 'GET') {
      if (queryAt < 0) return next(request, response);
      return counted(request, response, (pass) => answerOrPass(request, response, reader, getRequestKey(accept, url.slice(queryAt + 1)), startedAt, pass));
    }
    const contentType = headers['content-type'] ?? '';
    if (!isKeyedPostBody(contentType, headers['content-length'], maxBodyBytes)) return next(request, response);
    counted(request, response, (pass) =>
      bodyOf(request).then((body) =>
        answerOrPass(request, response, reader, postRequestKey(accept, contentType, body.toString('utf8')), startedAt, () => {
          // The adapter reads an async-iterable `body` instead of the socket (a string would cost it a key per character).
          Object.assign(request, { body: Readable.from([body]) });
          pass();
        }),
      ),
    );
  };
}
