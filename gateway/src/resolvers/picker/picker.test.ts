import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

describe('Query.packagePicker', () => {
  it("groups the picker list with 'Popular Packages' first, then title-cased classifications", async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const { data } = await testGateway(upstream.fetch).execute(`{ packagePicker { title options { title classification } } }`);
    expect(data?.packagePicker).toEqual([
      { title: 'Popular Packages', options: [{ title: 'Special yatra', classification: null }] },
      { title: 'International', options: [{ title: 'Package 1', classification: 'international' }] },
      { title: 'Domestic', options: [{ title: 'Char Dham Yatra by Helicopter', classification: 'domestic' }] },
    ]);
    expect(upstream.calls.map((call) => call.url.pathname)).toEqual(['/api/v1/package/picker-list']);
  });
});
