import type { BlogPosting, NewsArticle } from 'schema-dts';
import { siteName } from '@/config/site';

export interface ArticleFacts {
  title: string;
  summary: string;
  path: string;
  publishedAt: string;
  image: string | null;
  section: string;
  author?: string | null;
}

/** The `BlogPosting` or `NewsArticle` JSON-LD of an article page. */
export function articleJsonLd(type: 'BlogPosting' | 'NewsArticle', facts: ArticleFacts): BlogPosting | NewsArticle {
  const organisation = { '@type': 'Organization', name: siteName } as const;
  return {
    '@type': type,
    headline: facts.title,
    description: facts.summary,
    url: facts.path,
    mainEntityOfPage: facts.path,
    datePublished: facts.publishedAt,
    articleSection: facts.section,
    ...(facts.image ? { image: facts.image } : {}),
    author: facts.author ? { '@type': 'Person', name: facts.author } : organisation,
    publisher: organisation,
  } as BlogPosting | NewsArticle;
}
