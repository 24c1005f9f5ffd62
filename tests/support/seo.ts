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
