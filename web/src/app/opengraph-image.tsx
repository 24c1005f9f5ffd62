import { ImageResponse } from 'next/og';
import { siteName, siteTagline } from '@/config/site';
import { OG_CONTENT_TYPE, OG_SIZE, OgCard } from '@/seo/og/OgCard';

/** The site's default Open Graph image (every page without its own): drawn offline with next/og's bundled font. */
export const alt = `${siteName}: ${siteTagline}`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function OpenGraphImage() {
  return new ImageResponse(<OgCard title={siteTagline} facts={['24/7 support', 'EMI available']} kicker="Pilgrimage and temple tours" />, OG_SIZE);
}
