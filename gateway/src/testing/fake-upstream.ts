import type { FetchFunction } from '../rest/http.ts';

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  url: URL;
  authorization: string | null;
  requestId: string | null;
  /** Every header the gateway sent (e.g. `x-client-ip`, `x-proxy-key`). */
  headers: Headers;
  /** The parsed JSON body, or undefined when the request had none. */
  body: unknown;
}

/**
 * A handler answers one upstream request; returning undefined means 404. Throwing simulates a network
 * failure. Catalogue handlers only look at the URL; account handlers also read the method and body.
 */
export type FakeHandler = (url: URL, call: RecordedCall) => FakeReply | undefined | Promise<FakeReply | undefined>;

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { status: 200, message: 'OK', data } });

export const paged = (data: unknown[], total: number, page: number, limit: number): FakeReply => ({
  status: 200,
  body: { status: 200, message: 'OK', data, total, page, limit },
});

export const failure = (status: number, message: string, headers?: Record<string, string>): FakeReply => ({
  status,
  body: { status, message },
  ...(headers === undefined ? {} : { headers }),
});

/** A fetch double that records every call (method, URL, headers, body) and answers from `handler`. */
export function fakeUpstream(handler: FakeHandler) {
  const calls: RecordedCall[] = [];
  const fetch: FetchFunction = async (input, init) => {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      authorization: headers.get('authorization'),
      requestId: headers.get('x-request-id'),
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = (await handler(url, call)) ?? failure(404, 'Not found');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };
  /** The calls whose path, below the api root, starts with `prefix` (e.g. `/packages`). */
  const callsTo = (prefix: string): RecordedCall[] =>
    calls.filter((call) => call.url.pathname.replace(/^\/api\/v1/, '').startsWith(prefix));
  return { fetch, calls, callsTo };
}
