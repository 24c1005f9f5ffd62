/**
 * The headers of every page and route (next.config.ts). No page may be framed (the login popup takes
 * passwords). Scripts and frames come from this site only — plus Razorpay's Checkout (its script and the
 * frame it opens) when the site is built with PAYMENT_PROVIDER=razorpay. Inline scripts stay allowed: Next's
 * own need nonces, which come with the full script CSP (docs/security.md "Not yet defended").
 */
export const RAZORPAY_SCRIPT_ORIGINS = ['https://checkout.razorpay.com'] as const;
export const RAZORPAY_FRAME_ORIGINS = ['https://api.razorpay.com', 'https://checkout.razorpay.com'] as const;

export type SecuritySettings = {
  /** PAYMENT_PROVIDER (the api's setting, read when the web is built): `razorpay` allows Razorpay's origins. */
  paymentProvider?: string;
  /** `next dev` evaluates scripts for fast refresh. */
  development?: boolean;
};

export function contentSecurityPolicy({ paymentProvider, development = false }: SecuritySettings): string {
  const razorpay = paymentProvider === 'razorpay';
  const scripts = ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...(razorpay ? RAZORPAY_SCRIPT_ORIGINS : [])];
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
