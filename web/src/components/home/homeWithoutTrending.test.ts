import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HomePageQuery from '@/__generated__/HomePageQuery.graphql';
import { operationCacheKey } from '@/relay/operationCacheKey';
import { RelayProvider } from '@/relay/RelayProvider';
import { HomePage } from './HomePage';

// The home page's answer when the trending call failed upstream (issue 14): `trending` null with its error.
const notice = { id: 'Tm90aWNlOjE=', title: 'Registrations open', text: 'KMY registrations are open.', publishedAt: '2026-05-01', link: null };
const preloaded = {
  params: { cacheKey: operationCacheKey(HomePageQuery.params), name: HomePageQuery.params.name },
  variables: {},
  response: {
    data: { trending: null, popularCategories: [], kailashMansarovar: null, adiKailash: null, charDham: null, nepal: null, noticeboard: [notice] },
    errors: [{ message: 'The catalogue service is unavailable.', path: ['trending'], extensions: { code: 'UPSTREAM_ERROR' } }],
  },
};

describe('the home page when trending failed (a non-critical part)', () => {
  it('renders the rest of the page without the Trending Packages section and without the error screen', () => {
    const html = renderToStaticMarkup(createElement(RelayProvider, null, createElement(HomePage, { preloaded } as never)));
    expect(html).toContain('Registrations open');
    expect(html).not.toContain('Trending Packages');
    expect(html).not.toContain('Oops, something went wrong!');
  });
});
