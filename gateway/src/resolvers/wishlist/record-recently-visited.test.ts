import { describe, expect, it } from 'vitest';
import { USER_TOKEN } from '../../testing/fake-accounts.ts';
import { fakeUpstream, paged } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const catalogue = standardCatalogue();
const cards = catalogue.packages.slice(0, 10);
const globalId = (id: string) => Buffer.from(`Package:${id}`).toString('base64');
const RECORD = `mutation($input: RecordRecentlyVisitedInput!) {
  recordRecentlyVisited(input: $input) { packages { internalId title } userErrors { code message } }
}`;

/** The api's merge, played by the fake: the stored list is `stored`, the answer is stored + given, last 8. */
function recentUpstream(stored: string[]) {
  return fakeUpstream((url, call) => {
    if (url.pathname !== '/api/v1/package/recently-visit') return undefined;
    const given = (call.body as { packagesids: string[] }).packagesids;
    const merged = [...stored.filter((id) => !given.includes(id)), ...given].slice(-8);
    return paged(merged.map((id) => cards.find((card) => card._id === id)), merged.length, 1, 8);
  });
}

describe('recordRecentlyVisited', () => {
  it("sends the last 8 distinct IDs with the user's token and answers the merged packages in order", async () => {
    const upstream = recentUpstream([cards[9]!._id]);
    const ids = [...cards.slice(0, 9), cards[0]!].map((card) => globalId(card._id));
    const { data } = await testGateway(upstream.fetch).execute(RECORD, { input: { packageIds: ids } }, { authorization: `Bearer ${USER_TOKEN}` });
    const [call] = upstream.callsTo('/package/recently-visit');
    expect(call?.authorization).toBe(`Bearer ${USER_TOKEN}`);
    expect(call?.body).toEqual({ packagesids: [...cards.slice(2, 9), cards[0]!].map((card) => card._id), source: 'web' });
    const payload = data?.recordRecentlyVisited as { packages: { internalId: string; title: string }[]; userErrors: unknown[] };
    expect(payload.packages.map((pkg) => pkg.internalId)).toEqual([...cards.slice(2, 9), cards[0]!].map((card) => card._id));
    expect(payload.packages[0]?.title).toBe(cards[2]!.title);
    expect(payload.userErrors).toEqual([]);
  });

  it('asks a signed-out caller to sign in without calling the api', async () => {
    const upstream = recentUpstream([]);
    const { data } = await testGateway(upstream.fetch).execute(RECORD, { input: { packageIds: [globalId(cards[0]!._id)] } });
    expect(data?.recordRecentlyVisited).toEqual({ packages: [], userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' }] });
    expect(upstream.callsTo('/package/recently-visit')).toHaveLength(0);
  });
});
