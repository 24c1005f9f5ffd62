import { timingSafeEqual, createHash } from 'node:crypto';
import { isIP } from 'node:net';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && isIP(address.replace(/^::ffff:/, '')) !== 0 && /^(127\.|::1$|::ffff:127\.)/.test(address);

/**
 * Who may read `/metrics`: with `METRICS_TOKEN` set, whoever sends `Authorization: Bearer <token>` (compared in
 * constant time); without it, loopback callers only (a scraper beside the process).
 */
export function metricsAllowed(token: string | undefined, authorization: string | null, peer: string | undefined): boolean {
  if (!token) return isLoopback(peer);
  const sent = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}
