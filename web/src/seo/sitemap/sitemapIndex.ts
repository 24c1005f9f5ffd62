/** Escapes text for an XML element. */
const xmlText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A sitemap index (sitemaps.org) listing the given sitemap file URLs. */
export function sitemapIndexXml(fileUrls: readonly string[]): string {
  const entries = fileUrls.map((url) => `<sitemap><loc>${xmlText(url)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}
