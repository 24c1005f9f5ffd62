import type { CORSOptions } from 'graphql-yoga';

/**
 * Yoga's CORS option for an allow-list: an allowed `Origin` is echoed (credentials allowed); any other
 * origin gets no CORS headers at all, so a browser on another site can neither read an answer nor pass
 * a preflight. Same-origin and server-to-server callers (the web's `next start`, mobile apps) are not
 * affected: CORS only tells browsers what they may read.
 */
export function corsForOrigins(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (request: Request): CORSOptions | false => {
    const origin = request.headers.get('origin');
    if (origin === null || !allowed.has(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'accept', 'x-request-id', 'x-graphql-yoga-csrf', 'idempotency-key'],
      exposedHeaders: ['x-request-id'],
      maxAge: 600,
    };
  };
}
