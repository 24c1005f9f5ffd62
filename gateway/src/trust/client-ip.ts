import { isIP } from 'node:net';
import type { HeaderReader } from '../http/header-reader.ts';
import { CLIENT_IP_HEADER, PROXY_KEY_HEADER, proxyKeyMatches } from './proxy-key.ts';

/** `::ffff:203.0.113.9` (an IPv4 peer on a dual-stack socket) becomes `203.0.113.9`; other values pass. */
function normalised(address: string): string {
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  return mapped !== undefined && isIP(mapped) === 4 ? mapped : address;
}

const validIp = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed && isIP(trimmed) !== 0 ? normalised(trimmed) : null;
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
