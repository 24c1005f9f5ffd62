import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

describe('Query.trending', () => {
  it('asks for the two configured trending ids once and answers packages and destinations', async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const { data, errors } = await testGateway(upstream.fetch).execute(`{
      trending { packages { slug path price { label } } categories { slug isInternational } }
      again: trending { packages { slug } }
    }`);
    expect(errors).toBeUndefined();
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]?.url.searchParams.getAll('id[]')).toEqual(['trending-packages', 'trending-destinations']);
    expect(data?.trending).toEqual({
      packages: [
        { slug: 'package-1', path: '/kailash-mansarovar/package-1', price: { label: '₹1,45,000' } },
        { slug: 'package-2', path: '/kailash-mansarovar/package-2', price: { label: '₹1,45,000' } },
      ],
      categories: [{ slug: 'kailash-by-helicopter', isInternational: false }],
    });
  });
});

describe('Trending package details', () => {
  it('fetches the overviews of all trending packages in one /package-data?slug[]= call', async () => {
    const catalogue = standardCatalogue();
    const upstream = fakeCatalogueUpstream(catalogue);
    const { data, errors } = await testGateway(upstream.fetch).execute(`{ trending { packages { slug overview } } }`);
    expect(errors).toBeUndefined();
    expect(upstream.calls.map((call) => call.url.pathname.replace(/^\/api\/v1/, ''))).toEqual(['/get-trending-data', '/package-data']);
    expect(upstream.callsTo('/package-data')[0]?.url.searchParams.getAll('slug[]')).toEqual(['package-1', 'package-2']);
    const overviewOf = (slug: string) => catalogue.packages.find((item) => item.slug === slug)?.overview;
    expect(data?.trending).toEqual({
      packages: [
        { slug: 'package-1', overview: overviewOf('package-1') },
        { slug: 'package-2', overview: overviewOf('package-2') },
      ],
    });
  });
});
