import { isIP } from 'node:net';

/** Request headers as a route handler (`Headers`) or next-auth's `authorize(credentials, req)` (`req.headers`) has them. */
export type IncomingHeaders = Headers | Readonly<Record<string, string | string[] | undefined>>;

export const CLIENT_IP_HEADER = 'x-client-ip';
export const PROXY_KEY_HEADER = 'x-proxy-key';
const DEFAULT_PROXY_KEY = 'dev-gateway-proxy-key';

function headerValue(incoming: IncomingHeaders, name: string): string | undefined {
  if (incoming instanceof Headers) return incoming.get(name) ?? undefined;
  const value = incoming[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** `::ffff:10.0.0.1` (an IPv4 peer of a dual-stack socket) → `10.0.0.1`; anything not an IP → undefined. */
function normaliseIp(entry: string | undefined): string | undefined {
  const ip = entry?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return ip && isIP(ip) ? ip : undefined;
}

/**
 * The browser's IP from `x-forwarded-for`, the only place `next start` puts the socket's address
 * (Next's base-server: `req.headers['x-forwarded-for'] ??= socket.remoteAddress`). Next does NOT append:
 * it sets the header only when the request has none and otherwise keeps what arrived. So each reverse
 * proxy in front of Next that appends (or sets) the address it received from makes one trustworthy
 * entry at the right; entries further left were written by the client and are never used.
 * - `trustedProxyHops` 0 (Next faces browsers): the one entry Next wrote — but a browser that sends its
 *   own `x-forwarded-for` is kept by Next as is, so in this mode the address can be forged; production
 *   must run behind a proxy that sets the header, with `WEB_TRUSTED_PROXY_HOPS` set to match.
 * - `trustedProxyHops` N ≥ 1: the N-th entry from the right (what the outermost trusted proxy saw); when
 *   a proxy overwrote the header and fewer entries arrived, the left-most one, which a proxy wrote.
 */
export function clientIpFromForwardedFor(forwardedFor: string | undefined, trustedProxyHops: number): string | undefined {
  const entries = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return undefined;
  return normaliseIp(entries[Math.max(entries.length - Math.max(trustedProxyHops, 1), 0)]);
}

function trustedProxyHops(): number {
  const hops = Number(process.env.WEB_TRUSTED_PROXY_HOPS ?? '0');
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

/**
 * The headers every web → gateway call carries (shared protocol with the gateway and api): the browser's
 * IP in `x-client-ip`, and `x-proxy-key` (`GATEWAY_PROXY_KEY`, read per call) so the gateway trusts it.
 * Built from `x-forwarded-for` only: an `x-client-ip` or `x-proxy-key` the browser sent is never read
 * nor forwarded. Without a usable address only the key is sent: the web server's own call (the gateway does not
 * count it against a client's request rate and uses the TCP peer as its address).
 */
export function gatewayClientHeaders(incoming: IncomingHeaders): Record<string, string> {
  const ip = clientIpFromForwardedFor(headerValue(incoming, 'x-forwarded-for'), trustedProxyHops());
  const proxyKey = { [PROXY_KEY_HEADER]: process.env.GATEWAY_PROXY_KEY || DEFAULT_PROXY_KEY };
  // No browser's address (a cached page rendered for every visitor): the key alone says it is the web server itself.
  return ip ? { [CLIENT_IP_HEADER]: ip, ...proxyKey } : proxyKey;
}
