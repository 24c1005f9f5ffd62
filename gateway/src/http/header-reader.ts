import type { IncomingMessage } from 'node:http';

/** What is read of a request's headers: a Fetch API `Headers`, or a Node request's through `nodeHeaderReader`. */
export type HeaderReader = Pick<Headers, 'get' | 'has'>;

/** Methods on a prototype: a reader per request costs one small object, not two new closures. */
class NodeHeaderReader implements HeaderReader {
  constructor(private readonly headers: IncomingMessage['headers']) {}

  get(name: string): string | null {
    const value = this.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    return this.headers[name.toLowerCase()] !== undefined;
  }
}

/** A Node request's headers read like a Fetch API `Headers` (Node has joined repeated ones with ", " as Headers does). */
export const nodeHeaderReader = (request: Pick<IncomingMessage, 'headers'>): HeaderReader => new NodeHeaderReader(request.headers);
