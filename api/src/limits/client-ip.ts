import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';

/** The original client's IP, set by a trusted proxy (the gateway, or the web server through it). */
export const CLIENT_IP_HEADER = 'x-client-ip';
/** The shared secret that makes `x-client-ip` trusted: it must equal API_PROXY_KEY. */
export const PROXY_KEY_HEADER = 'x-proxy-key';
/** The client IP when neither a trusted header nor a TCP peer is known (in-process `app.request()`). */
export const UNKNOWN_IP = 'unknown';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * The key limits count an IP under: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64 prefix, since one
 * subscriber holds a whole /64. Null when `value` is not an IP.
 */
export function ipKey(value: string | undefined): string | null {
  const ip = value?.trim() ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) === 4) return ip;
  if (isIP(ip) !== 6) return null;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

function peerAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // no socket: an in-process request
  }
}

/**
 * Sets `c.var.clientIp`: `x-client-ip` when `x-proxy-key` equals `proxyKey` (compared in constant time) and the
 * header is an IP; otherwise the TCP peer. A wrong key or a malformed IP is ignored, never an error.
 */
export function clientIpMiddleware(proxyKey: string) {
  const expected = digest(proxyKey);
  return createMiddleware<AppEnv>(async (c, next) => {
    const offeredKey = c.req.header(PROXY_KEY_HEADER);
    const trusted = offeredKey !== undefined && timingSafeEqual(digest(offeredKey), expected);
    const forwarded = trusted ? ipKey(c.req.header(CLIENT_IP_HEADER)) : null;
    c.set('clientIp', forwarded ?? ipKey(peerAddress(c)) ?? UNKNOWN_IP);
    await next();
  });
}
