import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const PICKER = `{ packagePicker { title options { title classification } } }`;

describe('Query.packagePicker', () => {
  it("groups the picker list with 'Popular Packages' (the trending, then the unclassified) first, then title-cased classifications", async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const { data } = await testGateway(upstream.fetch, { pickerExcludedPackageIds: [] }).execute(PICKER);
    expect(data?.packagePicker).toEqual([
      {
        title: 'Popular Packages',
        options: [
          { title: 'Package 1', classification: 'international' },
          { title: 'Special yatra', classification: null },
        ],
      },
      { title: 'Domestic', options: [{ title: 'Char Dham Yatra by Helicopter', classification: 'domestic' }] },
    ]);
    expect(upstream.calls.map((call) => call.url.pathname).sort()).toEqual(['/api/v1/get-trending-data', '/api/v1/package/picker-list']);
  });

  it('leaves out the packages of PICKER_EXCLUDED_PACKAGE_IDS, and a group they emptied', async () => {
    const catalogue = standardCatalogue();
    const [first, comingSoon] = catalogue.picker;
    const upstream = fakeCatalogueUpstream(catalogue);
    const gateway = testGateway(upstream.fetch, { pickerExcludedPackageIds: [comingSoon!.ID, 'not-in-the-list'] });
    const { data } = await gateway.execute(`{ packagePicker { title options { internalId } } }`);
    expect(data?.packagePicker).toEqual([{ title: 'Popular Packages', options: [{ internalId: first!.ID }, { internalId: 'f00000000000000000000001' }] }]);
  });
});
