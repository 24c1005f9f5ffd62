/**
 * Text for an Open Graph image, kept to what next/og's bundled font (Geist, Latin) draws: a glyph it lacks would
 * make next/og fetch a fallback font from the internet at render time. `₹` becomes `INR`, typographic dashes and
 * quotes become ASCII, anything else outside Latin-1 is dropped.
 */
export function ogText(text: string): string {
  return text
    .replace(/₹\s*/g, 'INR ')
    .replace(/[\u2012-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
