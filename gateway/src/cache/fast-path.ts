import type { ExecutionResult } from 'graphql';
import { processRegularResult, type Plugin } from 'graphql-yoga';
import type { NodeServerContext } from '../trust/peer-address.ts';
import type { PublicResponseCache } from './public-cache.ts';

export interface FastPathOptions {
  cache: PublicResponseCache;
  /** The response cache's own rule (a visitor, no If-None-Match): only such requests are answered here. */
  enabled: (request: Request) => boolean;
  graphqlEndpoint: string;
  /** Bodies above this are left to Yoga, which answers 413. */
  maxBodyBytes: number;
  /** Called when a POST's body was read here and Yoga gets a copy of the request carrying it. */
  onRequestReplaced: (original: Request, copy: Request) => void;
  /** Called for each answer served here (the response cache's hit count). */
  onHit?: () => void;
}

/** A request's exact bytes (method, negotiation, query string or body) → the response-cache key it had and the media type it was answered in. */
type Route = { cacheKey: string; mediaType: string };
/** A stored answer rendered once: its status, headers and encoded body (and, for Node, its headers as one flat list). */
export type RenderedAnswer = { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer>; flatHeaders: string[] };
type Rendered = RenderedAnswer;

/**
 * A request's exact bytes as the fast paths key them: method, `Accept`, and a GET's query string as it came on the
 * wire (the request line's bytes, when Node received it) or a POST's `Content-Type` and body. Joined by newlines,
 * which no header value or request line holds: headers with spaces cannot make another request's key.
 */
export const getRequestKey = (accept: string, query: string): string => `GET\n${accept}\n${query}`;
export const postRequestKey = (accept: string, contentType: string, body: string): string => `POST\n${accept}\n${contentType}\n${body}`;

const CONTENT_LENGTH = /^\d+$/;

/** Whether the fast paths key a POST with these headers: a JSON body of a stated length, neither empty nor over the limit. */
export function isKeyedPostBody(contentType: string, contentLength: string | null | undefined, maxBodyBytes: number): boolean {
  if (!contentType.toLowerCase().startsWith('application/json') || contentLength == null || !CONTENT_LENGTH.test(contentLength)) return false;
  const bytes = Number(contentLength);
  return bytes > 0 && bytes <= maxBodyBytes;
}

export interface FastPath {
  plugin: Plugin;
  /** The answer stored and already rendered for a request with these bytes, or null (`node-fast-path.ts`). */
  storedAnswer: (requestKey: string) => RenderedAnswer | null;
}

/** Bounds the routes held; like the response cache, a full table is simply started afresh. */
const MAX_ROUTES = 5_000;

const pathOf = (url: string): string => {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  return start < 0 ? '/' : url.slice(start, query < 0 ? undefined : query);
};

/**
 * Answers a visitor's repeated query before Yoga parses it (README "Response cache", fast path). Every request the
 * response cache would serve — a visitor's GET, or POST with a JSON body and a Content-Length within the limit — is
 * keyed by its exact bytes: method, Accept, Content-Type and the query string or body. When a request with those
 * bytes went the whole way once (trusted documents, limits, parse, validation, execution) and its answer was
 * stored, its cache key is remembered here; a later request with the same bytes is then answered from the stored
 * result, rendered once per stored result by Yoga's own result processor. Identical bytes pass the same checks,
 * so nothing is weakened; the look-up (`peek`) neither reads as a miss nor stores, so the store's invalidation
 * and generation rules stay the only ones, and a refill (a new result object) is rendered afresh.
 */
export function createFastPath(options: FastPathOptions): FastPath {
  const { cache, enabled, graphqlEndpoint, maxBodyBytes } = options;
  let routes = new Map<string, Route>();
  const rawKeyOf = new WeakMap<Request, string>();
  const rendered = new WeakMap<ExecutionResult, Map<string, Rendered>>();

  function render(result: ExecutionResult, mediaType: string, fetchAPI: { Response: typeof Response }): Rendered | Promise<Rendered> {
    const known = rendered.get(result)?.get(mediaType);
    if (known) return known;
    const response = processRegularResult(result, fetchAPI as never, mediaType) as Response;
    // Yoga's Response answers a settled promise-like: made a real promise, so `instanceof Promise` holds below.
    return Promise.resolve(response.text()).then((text) => {
      // Encoded once: every hit writes the same bytes instead of encoding the text again.
      const headers = [...response.headers];
      const body = Buffer.from(text);
      const flatHeaders = headers.filter(([name]) => name.toLowerCase() !== 'content-length').flat();
      const entry = { status: response.status, headers, body, flatHeaders: [...flatHeaders, 'content-length', String(body.byteLength)] };
      const byType = rendered.get(result) ?? new Map<string, Rendered>();
      byType.set(mediaType, entry);
      rendered.set(result, byType);
      return entry;
    });
  }

  /** The stored answer for these bytes, or null (then the request goes Yoga's way). */
  function cached(rawKey: string): { result: ExecutionResult; mediaType: string } | null {
    const route = routes.get(rawKey);
    const result = route === undefined ? null : cache.peek(route.cacheKey);
    if (route === undefined || result === null) return null;
    options.onHit?.();
    return { result, mediaType: route.mediaType };
  }

  const answer = (hit: { result: ExecutionResult; mediaType: string }, fetchAPI: { Response: typeof Response }) => {
    const toResponse = ({ status, headers, body }: Rendered) => new fetchAPI.Response(body, { status, headers });
    const entry = render(hit.result, hit.mediaType, fetchAPI);
    return entry instanceof Promise ? entry.then(toResponse) : toResponse(entry);
  };

  const plugin: Plugin = {
    onRequest({ request, fetchAPI, endResponse, setRequest, serverContext }) {
      const { method, headers } = request;
      if ((method !== 'GET' && method !== 'POST') || pathOf(request.url) !== graphqlEndpoint || !enabled(request)) return;
      const accept = headers.get('accept') ?? '';
      if (method === 'GET') {
        // The request line's bytes when Node received it (as `node-fast-path.ts` keys it), else the Fetch API's URL.
        const url = (serverContext as NodeServerContext).req?.url ?? request.url;
        const rawKey = getRequestKey(accept, url.slice(url.indexOf('?') + 1));
        rawKeyOf.set(request, rawKey);
        const hit = cached(rawKey);
        if (hit === null) return;
        const response = answer(hit, fetchAPI);
        return response instanceof Promise ? response.then(endResponse) : endResponse(response);
      }
      const contentType = headers.get('content-type') ?? '';
      if (!isKeyedPostBody(contentType, headers.get('content-length'), maxBodyBytes)) return;
      return request.text().then((body) => {
        const rawKey = postRequestKey(accept, contentType, body);
        const hit = cached(rawKey);
        if (hit !== null) {
          const response = answer(hit, fetchAPI);
          return response instanceof Promise ? response.then(endResponse) : endResponse(response);
        }
        // The body is read: Yoga gets the same request carrying it.
        const copy = new fetchAPI.Request(request.url, { method, headers, body, signal: request.signal });
        options.onRequestReplaced(request, copy);
        rawKeyOf.set(copy, rawKey);
        setRequest(copy);
      });
    },
    onResponse({ request, response }) {
      const rawKey = rawKeyOf.get(request);
      const cacheKey = response.headers.get('etag');
      // An ETag is the cache key of an answer the response cache stored (or served): remember its route.
      if (rawKey === undefined || cacheKey === null || response.status !== 200 || routes.get(rawKey)?.cacheKey === cacheKey) return;
      if (cache.peek(cacheKey) === null) return;
      if (routes.size >= MAX_ROUTES) routes = new Map();
      routes.set(rawKey, { cacheKey, mediaType: (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? 'application/json' });
    },
  };

  return {
    plugin,
    storedAnswer(requestKey) {
      const route = routes.get(requestKey);
      const result = route === undefined ? null : cache.peek(route.cacheKey);
      return route === undefined || result === null ? null : (rendered.get(result)?.get(route.mediaType) ?? null);
    },
  };
}
