import { describe, expect, it } from 'vitest';
import { DEFAULT_OG_IMAGE, pageMetadata } from './pageMetadata';

describe('pageMetadata', () => {
  const metadata = pageMetadata({ title: 'Char Dham Yatra', description: 'x'.repeat(200), path: '/package/char-dham' });

  it('gives the canonical path and hreflang alternates for en-IN and x-default', () => {
    expect(metadata.alternates).toEqual({
      canonical: '/package/char-dham',
      languages: { 'en-IN': '/package/char-dham', 'x-default': '/package/char-dham' },
    });
  });

  it('cuts the description to 160 characters', () => {
    expect(metadata.description).toHaveLength(160);
    expect(metadata.description?.endsWith('…')).toBe(true);
  });

  it('points Open Graph and the large Twitter card at the generated default image unless given one', () => {
    expect(metadata.openGraph).toMatchObject({ url: '/package/char-dham', images: [{ url: DEFAULT_OG_IMAGE.url, width: 1200, height: 630 }] });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: '/opengraph-image' }] });
    const own = pageMetadata({ title: 'A', description: 'B', path: '/a/b', image: '/a/b/opengraph-image' });
    expect(own.openGraph).toMatchObject({ images: [{ url: '/a/b/opengraph-image' }] });
  });
});
