import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { categoryPackages, menuCategories } from '../support/catalogue-scan.ts';
import { contractClient, type UserError } from '../support/contract-users.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '92', clientIp: '198.51.100.80', label: 'recent' });

const RECORD = `mutation($input: RecordRecentlyVisitedInput!) {
  recordRecentlyVisited(input: $input) { packages { internalId } userErrors { code message field } }
}`;
type Recorded = { recordRecentlyVisited: { packages: { internalId: string }[]; userErrors: UserError[] } };
const globalId = (card: PackageCard) => Buffer.from(`Package:${card._id}`).toString('base64');
const record = async (visited: PackageCard[], token?: string) =>
  (await client.run<Recorded>(RECORD, { input: { packageIds: visited.map(globalId) } }, token)).recordRecentlyVisited;
const idsOf = (payload: Recorded['recordRecentlyVisited']) => payload.packages.map((pkg) => pkg.internalId);
const ids = (visited: PackageCard[]) => visited.map((card) => card._id);

let cards: PackageCard[] = [];
beforeAll(async () => {
  for (const category of await menuCategories(stack)) {
    cards.push(...(await categoryPackages(stack, category.slug)).filter((card) => !cards.some((seen) => seen._id === card._id)));
    if (cards.length >= 10) break;
  }
  if (cards.length < 10) throw new Error('fewer than 10 packages in the menu categories');
  cards = cards.slice(0, 10);
});

describe('recordRecentlyVisited through the gateway', () => {
  it("merges each browser's list into the user's, oldest first, and keeps the 8 newest", async () => {
    const token = await client.signedInUser();
    const [a, b, c] = cards;
    expect(await record([a!, b!], token)).toEqual({ packages: ids([a!, b!]).map((internalId) => ({ internalId })), userErrors: [] });
    expect(idsOf(await record([c!, a!], token)), 'a second browser with its own list').toEqual(ids([b!, c!, a!]));
    expect(idsOf(await record([], token)), 'an empty list reads the stored one').toEqual(ids([b!, c!, a!]));
    expect(idsOf(await record(cards.slice(3), token))).toEqual(ids([c!, a!, ...cards.slice(3)]).slice(-8));
  });

  it("never shows user B user A's list", async () => {
    const [tokenA, tokenB] = [await client.signedInUser(), await client.signedInUser()];
    await record([cards[0]!], tokenA);
    expect(idsOf(await record([], tokenB))).toEqual([]);
    expect(idsOf(await record([cards[1]!], tokenB))).toEqual(ids([cards[1]!]));
    expect(idsOf(await record([], tokenA))).toEqual(ids([cards[0]!]));
  });

  it('leaves at most 8 packages after concurrent records', async () => {
    const token = await client.signedInUser();
    await Promise.all(cards.map((card, n) => record([card, cards[(n + 3) % cards.length]!], token)));
    expect(idsOf(await record([], token))).toHaveLength(8);
  });

  it('asks a signed-out caller to sign in and refuses IDs that are not packages', async () => {
    expect(await record([cards[0]!])).toEqual({
      packages: [],
      userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }],
    });
    const token = await client.signedInUser();
    const notPackage = (await client.run<Recorded>(RECORD, { input: { packageIds: [Buffer.from('Order:1').toString('base64')] } }, token)).recordRecentlyVisited;
    expect(notPackage.packages).toEqual([]);
    expect(notPackage.userErrors[0]).toMatchObject({ code: 'INVALID_INPUT', message: 'Not a package ID' });
  });
});
