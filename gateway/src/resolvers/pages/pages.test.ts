import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { withDetailsGone } from '../../testing/detail-gone.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const setUp = () => {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
};

describe('static pages', () => {
  it('lists every page with cursors and refetches one as a node', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`{ pages(first: 2) { totalCount pageInfo { hasNextPage } edges { node { id slug path } } } }`);
    const pages = data?.pages as { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: { node: { id: string; slug: string; path: string } }[] };
    expect(pages.totalCount).toBe(5);
    expect(pages.pageInfo.hasNextPage).toBe(true);
    expect(pages.edges[0]?.node).toMatchObject({ slug: 'special-yatra', path: '/special-yatra' });
    const refetched = await gateway.execute(`query ($id: ID!) { node(id: $id) { __typename ... on Page { slug bodyHtml } } }`, {
      id: pages.edges[0]?.node.id,
    });
    expect(refetched.data?.node).toEqual({ __typename: 'Page', slug: 'special-yatra', bodyHtml: '<p>Body of special-yatra</p>' });
  });

  it('answers a page by slug with its packages and app links, null when unknown', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`{
      special: page(slug: "special-yatra") { title packages { title } }
      download: page(slug: "download") { links { label url kind } }
      unknown: page(slug: "no-such-page") { id }
    }`);
    expect(data).toEqual({
      special: { title: 'Page special-yatra', packages: [{ title: 'Package 1' }, { title: 'Package 2' }] },
      download: { links: [{ label: 'Get it on Google Play', url: 'https://play.google.com/store', kind: 'ANDROID' }] },
      unknown: null,
    });
  });

  it('leaves out an app link whose URL is neither a site path nor an https URL', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`{ page(slug: "download") { links { url } } }`);
    expect(data?.page).toEqual({ links: [{ url: 'https://play.google.com/store' }] });
  });

  it('answers the KMY sections from /page/kmy-register/{x} and the KMY packages', async () => {
    const { gateway, upstream } = setUp();
    const { data } = await gateway.execute(`{
      bank: kmyRegistrationPage(section: BANK_DETAILS) { slug bankAccounts { bankName ifsc upiId } }
      guidelines: kmyRegistrationPage(section: GUIDELINES) { slug path }
      kmyRegistrationPackages { title }
    }`);
    expect(data?.bank).toEqual({
      slug: 'kailash-mansarovar-yatra-registration',
      bankAccounts: [
        { bankName: 'State Bank of India', ifsc: 'SBIN0000001', upiId: 'pilgrimyatra@sbi' },
        { bankName: 'HDFC Bank', ifsc: 'SBIN0000001', upiId: null },
      ],
    });
    expect(data?.guidelines).toEqual({ slug: 'guidelines-for-kailash-yatra', path: '/guidelines-for-kailash-yatra' });
    expect((data?.kmyRegistrationPackages as unknown[]).length).toBe(5);
    expect(upstream.callsTo('/page/kmy-register').map((call) => call.url.pathname)).toEqual([
      '/api/v1/page/kmy-register/bank-details',
      '/api/v1/page/kmy-register/guidelines',
    ]);
    expect(upstream.callsTo('/package/kmy-resiger-package-list')).toHaveLength(1);
  });
});

describe('Page detail fields when the detail has gone', () => {
  it('answers their empty values, without an error, when the detail call answers 404 after the list', async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const { data, errors } = await testGateway(withDetailsGone(upstream.fetch)).execute(`{ pages(first: 1) { edges { node { bodyHtml packages { title } bankAccounts { ifsc } links { url } } } } }`);
    expect(errors).toBeUndefined();
    expect(data?.pages).toEqual({ edges: [{ node: { bodyHtml: '', packages: [], bankAccounts: [], links: [] } }] });
  });
});
