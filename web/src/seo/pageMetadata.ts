import type { Metadata } from 'next';

export interface PageMetadataInput {
  title: string;
  /** Plain text; cut to 160 characters. */
  description: string;
  /** The page's path, `/…`: its canonical URL against the layout's `metadataBase`. */
  path: string;
  /** An absolute image URL for Open Graph and Twitter cards (the generated OG image when omitted). */
  image?: string;
  type?: 'website' | 'article';
}

const DESCRIPTION_LENGTH = 160;

/** Title, description, canonical URL, Open Graph and Twitter metadata of one page, in one spelling for every route. */
export function pageMetadata({ title, description, path, image, type = 'website' }: PageMetadataInput): Metadata {
  const text = description.length > DESCRIPTION_LENGTH ? `${description.slice(0, DESCRIPTION_LENGTH - 1)}…` : description;
  const images = image ? [{ url: image }] : undefined;
  return {
    title,
    description: text,
    alternates: { canonical: path },
    openGraph: { title, description: text, url: path, type, images },
    twitter: { card: 'summary_large_image', title, description: text, images },
  };
}
