import { createHash } from 'node:crypto';
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';
import { RAZORPAY_SCRIPT_ORIGINS } from '../../config/securityHeaders.ts';

/** Script types a browser never runs (data blocks such as JSON-LD): no policy needs their hash. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;
/** Each `<script>` element of an HTML document: its attributes and its text, as the parser reads script data. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash source (`'sha256-…'`) of every inline script a page runs, in document order, each once. The hash is
 * of the element's text exactly as written in the HTML (script data is never entity-decoded), as browsers compute it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The response header a cached page is stored with (Next sends the stored headers with each cached answer). */
export const SCRIPT_POLICY_HEADER = 'content-security-policy';

/**
 * A cached page's own script policy: this site's script files and exactly its inline scripts, by hash (plus
 * Razorpay's Checkout with PAYMENT_PROVIDER=razorpay: a visitor may go on to pay without leaving the document). Next
 * sends it with every answer from the cache, beside `next.config.ts`'s policy (browsers enforce both), so an inline
 * script or handler that is not in the stored HTML does not run (docs/security.md §17).
 */
export function scriptHashPolicy(html: string, paymentProvider = process.env.PAYMENT_PROVIDER): string {
  const origins = paymentProvider === 'razorpay' ? RAZORPAY_SCRIPT_ORIGINS : [];
  return ["script-src 'self'", ...origins, ...inlineScriptHashes(html)].join(' ');
}

/** `value` with its script policy among its stored headers when it is a rendered page; anything else as it is. */
export function withScriptHashPolicy<T extends IncrementalCacheValue | null>(value: T): T {
  if (value === null || (value.kind as string) !== 'APP_PAGE' || !('html' in value) || typeof value.html !== 'string' || !value.html.includes('<script')) return value;
  return { ...value, headers: { ...value.headers, [SCRIPT_POLICY_HEADER]: scriptHashPolicy(value.html) } };
}
