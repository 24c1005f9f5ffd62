import { createGraphQLError, type Plugin } from 'graphql-yoga';

const tooLarge = () => createGraphQLError('Request body too large', { extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } } });

const isMultipart = (request: Request): boolean => (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** The body cut off with a 413 once it passes `limit` bytes (for bodies without a truthful content-length). */
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
 * Yoga's `maxRequestBodySize` is the upload limit (a multipart request carries files); every other body keeps
 * the small JSON limit here: 413 by its content-length, or while it streams.
 */
export function useJsonBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (request.method !== 'POST' || isMultipart(request)) return;
      if (Number(request.headers.get('content-length') ?? '0') > limit) throw tooLarge();
      if (requestParser && request.body) setRequestParser((req) => requestParser(limited(req, limit)));
    },
  };
}
