import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy } from './config/securityHeaders';

/**
 * The strict script policy of the pages rendered per request: a fresh nonce in `Content-Security-Policy` on the
 * request (Next reads it there and puts it on its own scripts) and on the response. Cached pages are left out: their
 * HTML is shared, so it cannot carry a nonce; they are stored with the hashes of their scripts instead
 * (src/cache/script-policy/). `tests/e2e/csp.spec.ts` checks that this list holds every dynamically rendered page of
 * the build.
 */
export const config = {
  matcher: ['/profile/:path*', '/check-out/:path*', '/group-orders/:path*', '/registration/:path*', '/thank-you'],
};

export function proxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
  const policy = contentSecurityPolicy({
    paymentProvider: process.env.PAYMENT_PROVIDER,
    development: process.env.NODE_ENV === 'development',
    nonce,
  });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
