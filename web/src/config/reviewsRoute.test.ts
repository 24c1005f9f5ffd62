import { describe, expect, it } from 'vitest';
import { isPackageSlug, reviewsPath, reviewsRewrites } from './reviewsRoute';

describe('the traveller reviews routes', () => {
  it('leaves the default filter out of the public path', () => {
    expect(reviewsPath({ packageSlug: null, format: 'text', rating: 'all', page: 1 })).toBe('/traveller-reviews');
    expect(reviewsPath({ packageSlug: null, format: 'video', rating: '5', page: 2 })).toBe('/traveller-reviews?format=video&rating=5&page=2');
    expect(reviewsPath({ packageSlug: 'adi-kailash', format: 'text', rating: 'all', page: 3 })).toBe('/traveller-reviews?package=adi-kailash&page=3');
  });

  it('rewrites every combination of the query, the most specific first, the bare path last', () => {
    const rules = reviewsRewrites();
    expect(rules).toHaveLength(16);
    expect(rules[0]).toMatchObject({ destination: '/traveller-reviews/:package/:format/:rating/:page' });
    expect(rules.at(-1)).toEqual({ source: '/traveller-reviews', destination: '/traveller-reviews/all/text/all/1' });
    expect(rules.find((rule) => rule.has?.length === 1 && rule.has[0]?.key === 'page')?.destination).toBe('/traveller-reviews/all/text/all/:page');
    expect(rules.find((rule) => rule.has?.length === 1 && rule.has[0]?.key === 'package')?.destination).toBe('/traveller-reviews/:package/text/all/1');
  });

  it('sends any digits of ?page= to the route, which answers 404 past the last page, as the list pages do', () => {
    const pageRule = reviewsRewrites().find((rule) => rule.has?.length === 1 && rule.has[0]?.key === 'page');
    const pattern = new RegExp(`^${pageRule?.has?.[0]?.value}$`);
    for (const page of ['2', '99', '100', '999', '0']) expect(pattern.test(page), page).toBe(true);
    expect(pattern.test('two')).toBe(false);
  });

  it("takes package slugs, never the 'all' segment", () => {
    expect(isPackageSlug('adi-kailash-yatra-from-delhi')).toBe(true);
    expect(isPackageSlug('all')).toBe(false);
    expect(isPackageSlug('Bad Slug')).toBe(false);
  });
});
