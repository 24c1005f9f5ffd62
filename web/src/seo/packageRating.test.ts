import { describe, expect, it } from 'vitest';
import { packageRatingJsonLd } from './packageRating';
import { schemaOrgIssues } from './schemaOrgCheck';

const review = { title: 'A yatra of a lifetime', body: 'Well organised from Delhi to Dharchula.', rating: 5, reviewerName: 'Asha', createdAt: '2026-07-02T10:00:00.000Z' };

describe('packageRatingJsonLd', () => {
  it('gives a package with reviews a valid Product with its AggregateRating and Reviews', () => {
    const block = packageRatingJsonLd(
      { title: 'Adi Kailash Yatra', path: '/adi-kailash/adi-kailash-yatra', rating: { average: 4.5, count: 12 }, reviews: [review] },
      'https://www.example-yatra.in',
    );
    expect(block).toMatchObject({
      '@type': 'Product',
      url: 'https://www.example-yatra.in/adi-kailash/adi-kailash-yatra',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 12 },
      review: [{ '@type': 'Review', datePublished: '2026-07-02', reviewRating: { ratingValue: 5 } }],
    });
    expect(schemaOrgIssues(block)).toEqual([]);
  });

  it('claims no rating for a package without reviews', () => {
    expect(packageRatingJsonLd({ title: 'New yatra', path: '/x/new', rating: { average: null, count: 0 }, reviews: [] }, 'https://www.example-yatra.in')).toBeNull();
  });
});
