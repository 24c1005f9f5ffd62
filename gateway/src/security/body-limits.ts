import { createGraphQLError, type Plugin } from 'graphql-yoga';

const tooLarge = () => createGraphQLError('Request body too large', { extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } } });
const badLength = () => createGraphQLError('Content-Length header is invalid.', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/** Only one non-negative integer is a content-length (a comma list is a request-smuggling attempt). */
const CONTENT_LENGTH = /^\d+$/;

const isMultipart = (request: Request): boolean => (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** The body cut off with a 413 once it passes `limit` bytes (for bodies without a content-length, i.e. chunked). */
function limited(request: Request, limit: number): Request {
  let read = 0;
  const body = request.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request.url, { method: request.method, headers: request.headers, signal: request.signal, body, duplex: 'half' } as RequestInit);
}

/**
 * Both body limits in one place (Yoga's own `maxRequestBodySize` is off): a multipart upload may carry `upload`
 * bytes, every other body `json`. A request with a content-length is judged by it alone — node's HTTP parser
 * reads exactly that many bytes — so the hot path (a JSON POST) gets no stream wrapped around its body; a body
 * without one (chunked) is counted while it streams.
 */
export function useBodyLimits(limits: { json: number; upload: number }): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (request.method !== 'POST') return;
      const limit = isMultipart(request) ? limits.upload : limits.json;
      const length = request.headers.get('content-length');
      if (length !== null) {
        if (!CONTENT_LENGTH.test(length)) throw badLength();
        if (Number(length) > limit) throw tooLarge();
        return;
      }
      if (requestParser && request.body) setRequestParser((req) => requestParser(limited(req, limit)));
    },
  };
}
