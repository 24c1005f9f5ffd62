/**
 * The headers of every page and route (next.config.ts). No page may be framed (the login popup takes
 * passwords). Scripts and frames come from this site only — plus Razorpay's Checkout (its script and the
 * frame it opens) when the site is built with PAYMENT_PROVIDER=razorpay.
 * Two script policies (docs/security.md "Content-Security-Policy"): the pages rendered per request (profile,
 * check-out, payment results, registration) get a fresh nonce from src/proxy.ts, and only scripts carrying it, or
 * loaded by them ('strict-dynamic'), run; cached public pages are the same HTML for everyone, so they cannot carry a
 * per-request nonce, and keep inline scripts allowed.
 */
export const RAZORPAY_SCRIPT_ORIGINS = ['https://checkout.razorpay.com'] as const;
export const RAZORPAY_FRAME_ORIGINS = ['https://api.razorpay.com', 'https://checkout.razorpay.com'] as const;

export type SecuritySettings = {
  /** PAYMENT_PROVIDER (the api's setting, read when the web is built): `razorpay` allows Razorpay's origins. */
  paymentProvider?: string;
  /** `next dev` evaluates scripts for fast refresh. */
  development?: boolean;
  /** This response's nonce (src/proxy.ts): scripts then need it, inline ones included ('strict-dynamic'). */
  nonce?: string;
};

export function contentSecurityPolicy({ paymentProvider, development = false, nonce }: SecuritySettings): string {
  const razorpay = paymentProvider === 'razorpay';
  // With a nonce, CSP 3 browsers ignore 'self' and the origins ('strict-dynamic'); older ones still get them.
  const inline = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"];
  const scripts = ["'self'", ...inline, ...(development ? ["'unsafe-eval'"] : []), ...(razorpay ? RAZORPAY_SCRIPT_ORIGINS : [])];
  const frames = ["'self'", ...(razorpay ? RAZORPAY_FRAME_ORIGINS : [])];
  return [
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `script-src ${scripts.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
  ].join('; ');
}

export function securityHeaders(settings: SecuritySettings): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(settings) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    // HTTPS only from the first visit on (two years; browsers ignore it on plain-HTTP answers, e.g. localhost).
    ...(settings.development ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]),
  ];
}
