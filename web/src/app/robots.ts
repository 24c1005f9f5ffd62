import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/config/siteUrl';

/** Read per request: SITE_URL is a runtime setting, and the build must not bake the origin in. */
export const dynamic = 'force-dynamic';

/**
 * Every public page may be crawled (the story viewer `/webstories/view/…` included); the api proxy, the account,
 * booking and registration flows may not. The sitemap index is named for crawlers.
 */
export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/profile', '/check-out', '/thank-you', '/registration/'] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
