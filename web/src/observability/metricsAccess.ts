import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * The web's `/metrics` needs `METRICS_TOKEN` (`Authorization: Bearer <token>`): a route handler of `next start`
 * cannot see the TCP peer, so there is no loopback exception; unset, the route answers 404.
 */
export function metricsAllowed(token: string | undefined, authorization: string | null): boolean {
  const sent = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '')?.[1];
  return !!token && sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}
