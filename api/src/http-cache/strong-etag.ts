import { createHash } from 'node:crypto';

/** A strong entity tag of the exact body bytes: `"<sha-1, hex>"`, the form hono/etag gives the uncached answers. */
export function strongEtag(body: Uint8Array | string): string {
  return `"${createHash('sha1').update(body).digest('hex')}"`;
}

/** The digest hono/etag asks for, computed with node:crypto (synchronous, no WebCrypto round trip). */
export function sha1Digest(body: Uint8Array): ArrayBuffer {
  const digest = createHash('sha1').update(body).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
}
