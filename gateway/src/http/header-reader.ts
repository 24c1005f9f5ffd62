import type { IncomingMessage } from 'node:http';

/** What is read of a request's headers: a Fetch API `Headers`, or a Node request's through `nodeHeaderReader`. */
export type HeaderReader = Pick<Headers, 'get' | 'has'>;

/** A Node request's headers read like a Fetch API `Headers` (Node has joined repeated ones with ", " as Headers does). */
export const nodeHeaderReader = (request: Pick<IncomingMessage, 'headers'>): HeaderReader => ({
  get: (name) => {
    const value = request.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  },
  has: (name) => request.headers[name.toLowerCase()] !== undefined,
});
