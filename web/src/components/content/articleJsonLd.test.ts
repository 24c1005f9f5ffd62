import { describe, expect, it } from 'vitest';
import { schemaOrgIssues } from '@/seo/schemaOrgCheck';
import { articleJsonLd, type ArticleFacts } from './articleJsonLd';

const ORIGIN = 'https://www.example-yatra.in';

const POST: ArticleFacts = {
  title: 'How to prepare for the Kailash parikrama',
  summary: 'Walking at altitude: what to train and what to pack.',
  path: '/blogs/kailash-mansarovar/prepare-for-the-parikrama',
  publishedAt: '2026-04-02T05:30:00.000Z',
  image: 'https://media.example-yatra.in/media/blogs/parikrama?w=1200&h=630',
  section: 'Kailash Mansarovar',
  author: 'Anita Rao',
};

describe('articleJsonLd, checked against schema.org', () => {
  it.each(['BlogPosting', 'NewsArticle'] as const)('builds a valid %s with absolute URLs and an author', (type) => {
    const article = articleJsonLd(type, POST, ORIGIN);
    expect(schemaOrgIssues(article)).toEqual([]);
    expect(article).toMatchObject({
      '@type': type,
      headline: POST.title,
      url: `${ORIGIN}${POST.path}`,
      mainEntityOfPage: `${ORIGIN}${POST.path}`,
      author: { '@type': 'Person', name: 'Anita Rao' },
      publisher: { '@type': 'Organization', url: `${ORIGIN}/` },
    });
  });

  it('names the site as author and its default image when the article has neither', () => {
    const article = articleJsonLd('NewsArticle', { ...POST, author: null, image: null }, ORIGIN);
    expect(schemaOrgIssues(article)).toEqual([]);
    expect(article).toMatchObject({ image: `${ORIGIN}/opengraph-image`, author: { '@type': 'Organization' } });
  });
});
