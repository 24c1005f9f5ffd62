import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';

const SAFE_REQUEST_ID = /^[\w-]{1,128}$/;

/** The caller's `x-request-id` when it is sane, else a new UUID. */
export const requestIdFrom = (incoming: string | null | undefined): string =>
  incoming != null && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();

/**
 * Gives every HTTP request an id (the caller's `x-request-id` when it is sane, else a UUID), echoed
 * in the response header, sent upstream and written in every log line about the request.
 */
export function createRequestIds() {
  const ids = new WeakMap<Request, string>();
  const plugin: Plugin = {
    onRequest({ request }) {
      ids.set(request, requestIdFrom(request.headers.get('x-request-id')));
    },
    onResponse({ request, response }) {
      const id = ids.get(request);
      if (id !== undefined) response.headers.set('x-request-id', id);
    },
  };
  return {
    plugin,
    idOf: (request: Request): string => ids.get(request) ?? randomUUID(),
    /** The id of `original` becomes `copy`'s too (a plugin hands Yoga a copy of the request). */
    carry: (original: Request, copy: Request): void => {
      const id = ids.get(original);
      if (id !== undefined) ids.set(copy, id);
    },
  };
}
