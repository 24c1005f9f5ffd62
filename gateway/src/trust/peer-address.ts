/**
 * What Yoga's server context holds when `node:http` serves it: the Node request (`req`), whose socket
 * knows the TCP peer. Tests calling `yoga.fetch(url, init, serverContext)` pass the same shape.
 */
export interface NodeServerContext {
  req?: { url?: string | undefined; socket?: { remoteAddress?: string | undefined } | undefined } | undefined;
}

/** The TCP peer's address of the request, when it came over a socket. */
export const peerAddressOf = (serverContext: NodeServerContext): string | undefined =>
  serverContext.req?.socket?.remoteAddress;
