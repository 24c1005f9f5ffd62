import type { Metadata } from 'next';
import { siteName } from '@/config/site';

export interface PageMetadataInput {
  title: string;
  /** Plain text; cut to 160 characters. */
  description: string;
  /** The page's path, `/…`: its canonical URL against the layout's `metadataBase` (SITE_URL). */
  path: string;
  /**
   * An image for Open Graph and Twitter cards: an absolute URL, or a path on the site such as a route's generated
   * `…/opengraph-image`. The site's generated default (`/opengraph-image`) when omitted.
   */
  image?: string;
  type?: 'website' | 'article';
}

const DESCRIPTION_LENGTH = 160;

/** The site's generated default Open Graph image (app/opengraph-image.tsx), 1200×630. */
export const DEFAULT_OG_IMAGE = { url: '/opengraph-image', width: 1200, height: 630, type: 'image/png' } as const;

/**
 * The site's languages: one today. `hreflang` alternates name the page in each language plus `x-default`; a second
 * language adds its code and path prefix here (e.g. `'hi-IN': '/hi'`) and every page gets the alternate.
 */
export const SITE_LANGUAGES: Readonly<Record<string, string>> = { 'en-IN': '' };

function languageAlternates(path: string): Record<string, string> {
  const alternates = Object.fromEntries(Object.entries(SITE_LANGUAGES).map(([language, prefix]) => [language, `${prefix}${path}`]));
  return { ...alternates, 'x-default': path };
}

/**
 * Title, description, canonical URL, `hreflang` alternates, Open Graph and Twitter metadata of one page, in one
 * spelling for every route. Paths resolve against the layout's `metadataBase` into absolute URLs.
 */
export function pageMetadata({ title, description, path, image, type = 'website' }: PageMetadataInput): Metadata {
  const text = description.length > DESCRIPTION_LENGTH ? `${description.slice(0, DESCRIPTION_LENGTH - 1)}…` : description;
  const images = image ? [{ url: image, alt: title }] : [{ ...DEFAULT_OG_IMAGE, alt: title }];
  return {
    title,
    description: text,
    alternates: { canonical: path, languages: languageAlternates(path) },
    openGraph: { title, description: text, url: path, type, images, siteName, locale: 'en_IN' },
    twitter: { card: 'summary_large_image', title, description: text, images },
  };
}
