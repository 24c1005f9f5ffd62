/** Reading a page's SEO from its server HTML: JSON-LD blocks, sitemap URLs, `<a href>` links. */
import { schemaOrgIssues } from '../../web/src/seo/schemaOrgCheck.ts';

export { schemaOrgIssues };

const decodeEntities = (text: string): string =>
  text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** Every `<script type="application/ld+json">` block of the HTML, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1] ?? 'null') as unknown);
}

/** The `@type` of each block (top level). */
export const jsonLdTypes = (blocks: unknown[]): string[] => blocks.map((block) => String((block as { '@type'?: unknown })['@type']));

/** The `<loc>` URLs of a sitemap or a sitemap index. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeEntities(match[1] ?? ''));
}

/** The `href` of every `<a>` in the HTML, entities decoded. */
export function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''));
}

/** Text that means a value went wrong on its way into the page: a function's source, `undefined`, `null`, `[object Object]`, `NaN`. */
const BROKEN_TEXT = /function\s*\(|\bundefined\b|\bnull\b|\[object |\bNaN\b/;

/**
 * What is wrong with the parts of a page every page must have: one `<title>`, one meta description and one `<h1>`,
 * none of them empty or holding `BROKEN_TEXT`. Empty when nothing is.
 */
export function pageBasicsProblems(html: string): string[] {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decodeEntities(match[1] ?? '').trim());
  const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? '').trim());
  const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => decodeEntities((match[1] ?? '').replace(/<[^>]+>/g, '')).trim());
  const problems: string[] = [];
  for (const [what, values] of [['title', titles], ['meta description', descriptions], ['h1', headings]] as const) {
    if (values.length !== 1) problems.push(`${values.length} ${what}s`);
    for (const value of values) {
      if (value === '') problems.push(`an empty ${what}`);
      else if (BROKEN_TEXT.test(value)) problems.push(`${what} "${value.slice(0, 80)}"`);
    }
  }
  return problems;
}
