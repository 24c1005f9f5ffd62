import { Agent, request } from 'undici';
import type { FetchFunction, UpstreamResponse } from './http.ts';

/**
 * Sockets kept open to the api per origin. A GraphQL operation fans out to a few REST calls at once (a package
 * page: the package, its departures; a listing: the page, the category, the batches), so 10 busy clients want
 * some 30 to 50 sockets; beyond this bound requests queue instead of opening more.
 */
export const UPSTREAM_CONNECTIONS = 64;

/**
 * The upstream HTTP client: undici's `request` on an Agent of its own, kept alive between operations. Node's
 * global `fetch` is the same undici under a WHATWG layer (streams, Headers, Response objects) that cost about as
 * much CPU as the call itself; the REST client only needs a status, two headers and the JSON body.
 */
export function createUpstreamFetch(connections = UPSTREAM_CONNECTIONS): FetchFunction {
  const dispatcher = new Agent({ connections, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 300_000 });
  return async (url, init) => {
    let answer: Awaited<ReturnType<typeof request>>;
    try {
      answer = await request(url, {
        dispatcher,
        method: (init.method ?? 'GET') as 'GET',
        headers: init.headers as Record<string, string>,
        // A string (JSON) or the global FormData of an upload, which undici sends as multipart.
        body: (init.body as string | undefined) ?? null,
        signal: init.signal ?? null,
      });
    } catch (error) {
      // What `fetch` throws, so the retry policy reads a network failure the same way: a TypeError; a timeout
      // stays the signal's own error (TimeoutError / AbortError).
      if (init.signal?.aborted) throw init.signal.reason ?? error;
      throw new TypeError('fetch failed', { cause: error });
    }
    const { statusCode, headers, body } = answer;
    const response: UpstreamResponse = {
      status: statusCode,
      ok: statusCode >= 200 && statusCode < 300,
      headers: {
        get: (name) => {
          const value = headers[name.toLowerCase()];
          return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
      },
      json: () => body.json(),
      body: { cancel: () => body.dump() },
    };
    return response;
  };
}
