import { describe, expect, it } from 'vitest';
import { reviewsPath, reviewsRewrites } from './reviewsRoute';

describe('the traveller reviews routes', () => {
  it('leaves the default filter out of the public path', () => {
    expect(reviewsPath({ format: 'text', rating: 'all', page: 1 })).toBe('/traveller-reviews');
    expect(reviewsPath({ format: 'video', rating: '5', page: 2 })).toBe('/traveller-reviews?format=video&rating=5&page=2');
  });

  it('rewrites every combination of the query, the most specific first, the bare path last', () => {
    const rules = reviewsRewrites();
    expect(rules).toHaveLength(8);
    expect(rules[0]).toMatchObject({ destination: '/traveller-reviews/:format/:rating/:page' });
    expect(rules.at(-1)).toEqual({ source: '/traveller-reviews', destination: '/traveller-reviews/text/all/1' });
    expect(rules.find((rule) => rule.has?.length === 1 && rule.has[0]?.key === 'page')?.destination).toBe('/traveller-reviews/text/all/:page');
  });
});
