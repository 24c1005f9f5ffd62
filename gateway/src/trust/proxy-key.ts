import { createHash, timingSafeEqual } from 'node:crypto';

/** The header a trusted caller (the web server) and the gateway itself put the client's IP in. */
export const CLIENT_IP_HEADER = 'x-client-ip';
/** The header carrying the shared secret that makes `x-client-ip` trustworthy. */
export const PROXY_KEY_HEADER = 'x-proxy-key';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether the key a caller presented is the configured one, in constant time: both sides are hashed
 * first, so neither the content nor the length of the secret leaks through timing.
 */
export function proxyKeyMatches(presented: string | null, expected: string): boolean {
  if (presented === null) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}
