import type { BlogPosting, NewsArticle, WithContext } from 'schema-dts';
import { siteName } from '@/config/site';
import { absoluteUrl } from '@/seo/absoluteUrl';

export interface ArticleFacts {
  title: string;
  summary: string;
  path: string;
  publishedAt: string;
  image: string | null;
  section: string;
  author?: string | null;
}

/**
 * The `BlogPosting` or `NewsArticle` JSON-LD of an article page, with absolute URLs on `origin`. Google's article
 * fields are always there: an article without a hero image names the site's default Open Graph image.
 */
export function articleJsonLd(type: 'BlogPosting' | 'NewsArticle', facts: ArticleFacts, origin: string): WithContext<BlogPosting | NewsArticle> {
  const url = absoluteUrl(facts.path, origin);
  const organisation = { '@type': 'Organization', name: siteName, url: absoluteUrl('/', origin), logo: absoluteUrl('/icon.svg', origin) } as const;
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: facts.title,
    description: facts.summary,
    url,
    mainEntityOfPage: url,
    datePublished: facts.publishedAt,
    articleSection: facts.section,
    image: absoluteUrl(facts.image ?? '/opengraph-image', origin),
    author: facts.author ? { '@type': 'Person', name: facts.author } : organisation,
    publisher: organisation,
  } as WithContext<BlogPosting | NewsArticle>;
}
