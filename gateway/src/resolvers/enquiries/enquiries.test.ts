import { describe, expect, it } from 'vitest';
import { USER_TOKEN, userProfile } from '../../testing/fake-accounts.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { failure, fakeUpstream, paged, type FakeReply } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';
import type { EnquiryModel } from '../../rest/enquiries/types.ts';

const catalogue = standardCatalogue();
const [first, second] = catalogue.packages;
const signedIn = { authorization: `Bearer ${USER_TOKEN}` };

const enquiry = (index: number, overrides: Partial<EnquiryModel> = {}): EnquiryModel => ({
  _id: String(index).padStart(24, 'e'),
  kind: 'price',
  name: 'Asha Rao',
  mobile: 9810012345,
  countrycode: '+91',
  email: 'asha@example.com',
  packagelist: [{ packageid: first!._id, packagename: 'Kailash then' }],
  noofperson: '2',
  comment: null,
  pagessourcelink: 'https://example.com/kailash',
  source: 'web',
  otpverified: true,
  createdAt: `2026-03-0${9 - index}T06:00:00.000Z`,
  ...overrides,
});

/** The fake catalogue plus `/user` and `/user/enquiry` over `held` (newest first), refusing other tokens. */
function enquiriesUpstream(held: EnquiryModel[]) {
  const catalogueFetch = fakeCatalogueUpstream(catalogue).fetch;
  return fakeUpstream(async (url, call): Promise<FakeReply | undefined> => {
    const path = url.pathname.replace(/^\/api\/v1/, '');
    if (path.startsWith('/user') && call.authorization !== `Bearer ${USER_TOKEN}`) return failure(401, 'Please sign in to continue');
    if (path === '/user') return { status: 200, body: { status: 200, message: 'OK', data: userProfile() } };
    if (path === '/user/enquiry') {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return paged(held.slice((page - 1) * limit, page * limit), held.length, page, limit);
    }
    const response = await catalogueFetch(url.href, { method: call.method, headers: call.headers });
    return { status: response.status, body: await response.json() };
  });
}

const ENQUIRIES = /* GraphQL */ `
  query($after: String) {
    viewer {
      enquiries(first: 2, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { internalId kind name mobile persons pageUrl verified createdAt packages { title package { internalId } } } }
      }
    }
  }
`;

describe('Viewer.enquiries', () => {
  it('pages the caller’s enquiries with the caller token and maps the fields', async () => {
    const upstream = enquiriesUpstream([enquiry(1), enquiry(2, { kind: 'call', name: null, packagelist: [] }), enquiry(3, { packagelist: [{ packageid: second!._id, packagename: 'Second' }] })]);
    const gateway = testGateway(upstream.fetch);
    const { data } = await gateway.execute(ENQUIRIES, {}, signedIn);
    const connection = (data?.viewer as { enquiries: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: unknown }[] } }).enquiries;
    expect(connection.totalCount).toBe(3);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    expect(connection.edges.map((edge) => edge.node)).toEqual([
      {
        internalId: enquiry(1)._id,
        kind: 'PRICE',
        name: 'Asha Rao',
        mobile: '+919810012345',
        persons: '2',
        pageUrl: 'https://example.com/kailash',
        verified: true,
        createdAt: '2026-03-08T06:00:00.000Z',
        packages: [{ title: 'Kailash then', package: { internalId: first!._id } }],
      },
      expect.objectContaining({ kind: 'CALL', name: null, packages: [] }),
    ]);
    expect(upstream.callsTo('/user/enquiry')[0]?.url.search).toBe('?page=1&limit=2');
    expect(upstream.callsTo('/user/enquiry')[0]?.authorization).toBe(`Bearer ${USER_TOKEN}`);

    const next = await gateway.execute(ENQUIRIES, { after: connection.pageInfo.endCursor }, signedIn);
    const rest = (next.data?.viewer as { enquiries: { edges: { node: { internalId: string } }[] } }).enquiries;
    expect(rest.edges.map((edge) => edge.node.internalId)).toEqual([enquiry(3)._id]);
  });

  it('answers an empty connection when the user has none, and no viewer (no enquiry call) for a visitor', async () => {
    const upstream = enquiriesUpstream([]);
    const gateway = testGateway(upstream.fetch);
    const { data } = await gateway.execute(ENQUIRIES, {}, signedIn);
    expect(data?.viewer).toEqual({ enquiries: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } });
    expect((await gateway.execute(ENQUIRIES, {})).data?.viewer).toBeNull();
    expect(upstream.callsTo('/user/enquiry')).toHaveLength(1);
  });
});
