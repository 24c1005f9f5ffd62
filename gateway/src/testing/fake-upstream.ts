import type { FetchFunction } from '../rest/http.ts';

export interface FakeReply {
  status: number;
  body?: unknown;
}

export interface RecordedCall {
  url: URL;
  authorization: string | null;
  requestId: string | null;
}

/** A handler answers one upstream URL; returning undefined means 404. Throwing simulates a network failure. */
export type FakeHandler = (url: URL) => FakeReply | undefined | Promise<FakeReply | undefined>;

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { status: 200, message: 'OK', data } });

export const paged = (data: unknown[], total: number, page: number, limit: number): FakeReply => ({
  status: 200,
  body: { status: 200, message: 'OK', data, total, page, limit },
});

export const failure = (status: number, message: string): FakeReply => ({ status, body: { status, message } });

/** A fetch double that records every call (URL, auth header, request id) and answers from `handler`. */
export function fakeUpstream(handler: FakeHandler) {
  const calls: RecordedCall[] = [];
  const fetch: FetchFunction = async (input, init) => {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    calls.push({ url, authorization: headers.get('authorization'), requestId: headers.get('x-request-id') });
    const reply = (await handler(url)) ?? failure(404, 'Not found');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  /** The calls whose path, below the api root, starts with `prefix` (e.g. `/packages`). */
  const callsTo = (prefix: string): RecordedCall[] =>
    calls.filter((call) => call.url.pathname.replace(/^\/api\/v1/, '').startsWith(prefix));
  return { fetch, calls, callsTo };
}
