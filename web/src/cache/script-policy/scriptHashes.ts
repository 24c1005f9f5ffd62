import { createHash } from 'node:crypto';
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';
import { RAZORPAY_SCRIPT_ORIGINS } from '../../config/securityHeaders.ts';

/** Script types a browser never runs (data blocks such as JSON-LD): no policy needs their hash. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;
/** Each `<script>` element of an HTML document: its attributes and its text, as the parser reads script data. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** One JSON string literal, whole: whatever it holds is data. */
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
/** Next's flight data: the queue's start, then one JSON string (or none) per chunk, and nothing else. */
const FLIGHT = [/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[\d\]\)$/, new RegExp(String.raw`^self\.__next_f\.push\(\[\d(?:,${JSON_STRING})?\]\)$`)];
/** Turbopack's bootstrap: the page's chunk list, a JSON object. */
const TURBOPACK_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{.*\})\);?$/s;

/** Whether an inline script is one Next writes: its flight data or Turbopack's bootstrap, in their exact shapes. */
export function isNextScript(text: string): boolean {
  if (FLIGHT.some((shape) => shape.test(text))) return true;
  const chunks = TURBOPACK_BOOTSTRAP.exec(text)?.[1];
  if (chunks === undefined) return false;
  try {
    JSON.parse(chunks);
    return true;
  } catch {
    return false;
  }
}

/**
 * The CSP hash source (`'sha256-…'`) of every inline script Next wrote into a page, in document order, each once.
 * The hash is of the element's text exactly as in the HTML (script data is never entity-decoded), as browsers
 * compute it. Any other inline script is left out, so it will not run however it got into the page (a stored
 * injection that passed the sanitiser included); `onUnknown` hears of it.
 */
export function inlineScriptHashes(html: string, onUnknown: (text: string) => void = () => {}): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    if (!isNextScript(text)) {
      onUnknown(text);
      continue;
    }
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The response header a cached page is stored with (Next sends the stored headers with each cached answer). */
export const SCRIPT_POLICY_HEADER = 'content-security-policy';

/**
 * A cached page's own script policy: this site's script files and exactly Next's inline scripts in it, by hash (plus
 * Razorpay's Checkout with PAYMENT_PROVIDER=razorpay: a visitor may go on to pay without leaving the document). Next
 * sends it with every answer from the cache, beside `next.config.ts`'s policy (browsers enforce both), so no other
 * inline script or handler runs (docs/security.md §17).
 */
export function scriptHashPolicy(html: string, paymentProvider = process.env.PAYMENT_PROVIDER, onUnknown?: (text: string) => void): string {
  const origins = paymentProvider === 'razorpay' ? RAZORPAY_SCRIPT_ORIGINS : [];
  return ["script-src 'self'", ...origins, ...inlineScriptHashes(html, onUnknown)].join(' ');
}

/** Says once per process that a page held an inline script the policy does not allow (the start of it only). */
let warned = false;
function warnOfUnknownScript(text: string): void {
  if (warned) return;
  warned = true;
  console.warn(`[web] a cached page holds an inline script that is not Next's; the script policy does not allow it: ${JSON.stringify(text.slice(0, 60))}`);
}

/** `value` with its script policy among its stored headers when it is a rendered page; anything else as it is. */
export function withScriptHashPolicy<T extends IncrementalCacheValue | null>(value: T): T {
  if (value === null || (value.kind as string) !== 'APP_PAGE' || !('html' in value) || typeof value.html !== 'string' || !value.html.includes('<script')) return value;
  const policy = scriptHashPolicy(value.html, process.env.PAYMENT_PROVIDER, warnOfUnknownScript);
  return { ...value, headers: { ...value.headers, [SCRIPT_POLICY_HEADER]: policy } };
}
