import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { HomePageQuery } from '@/__generated__/HomePageQuery.graphql';
import { renderInAppRouter } from '@/testing/renderInAppRouter';
import { HomePage } from './HomePage';

// The home page's data when the trending call failed upstream (issue 14): `trending` null (the server query's
// answer carried its error beside the rest, which the page renders as it is).
const notice = { id: 'Tm90aWNlOjE=', title: 'Registrations open', text: 'KMY registrations are open.', publishedAt: '2026-05-01', link: null };
const data = {
  trending: null,
  popularCategories: [],
  kailashMansarovar: null,
  adiKailash: null,
  charDham: null,
  nepal: null,
  noticeboard: [notice],
} as unknown as HomePageQuery['response'];

describe('the home page when trending failed (a non-critical part)', () => {
  it('renders the rest of the page without the Trending Packages section and without the error screen', () => {
    const html = renderInAppRouter(createElement(HomePage, { data }));
    expect(html).toContain('Registrations open');
    expect(html).not.toContain('Trending Packages');
    expect(html).not.toContain('Oops, something went wrong!');
  });
});
