import { isIP } from 'node:net';
import type { HeaderReader } from '../http/header-reader.ts';
import { CLIENT_IP_HEADER, PROXY_KEY_HEADER, proxyKeyMatches } from './proxy-key.ts';

/**
 * A valid IP as the client's, or null. `::ffff:203.0.113.9` (an IPv4 peer on a dual-stack socket, as every IPv4
 * peer of a server listening on `::` is) becomes `203.0.113.9`; the mapped form is tried first, so such a peer costs
 * Node's IPv4 check only, not its IPv6 expression.
 */
const validIp = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const mapped = /^::ffff:(.+)$/i.exec(trimmed)?.[1];
  if (mapped !== undefined && isIP(mapped) === 4) return mapped;
  return isIP(trimmed) !== 0 ? trimmed : null;
};

/**
 * The IP of the client a request acts for: the caller's `x-client-ip` when the caller also presents the
 * gateway's proxy key (the web server relaying a browser's request), else the TCP peer. Null when neither
 * is a valid IP (e.g. an in-process `yoga.fetch` without a socket).
 */
export function clientIpOf(headers: HeaderReader, peerAddress: string | undefined, gatewayProxyKey: string): string | null {
  if (proxyKeyMatches(headers.get(PROXY_KEY_HEADER), gatewayProxyKey)) {
    const forwarded = validIp(headers.get(CLIENT_IP_HEADER));
    if (forwarded !== null) return forwarded;
  }
  return validIp(peerAddress);
}
