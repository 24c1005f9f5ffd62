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
