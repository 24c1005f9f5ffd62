import type { FetchFunction } from '../rest/http.ts';

/** `fetch` with every `filterby=slug` call answered 404: each listed card's detail has gone since it was listed. */
export const withDetailsGone =
  (fetch: FetchFunction): FetchFunction =>
  async (input, init) =>
    new URL(input).searchParams.get('filterby') === 'slug'
      ? new Response(JSON.stringify({ status: 404, message: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } })
      : fetch(input, init);
