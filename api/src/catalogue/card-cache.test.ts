import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { CATALOGUE_TAG, packageTag } from '../http-cache/tags.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { createCardCache } from './card-cache.ts';
import type { PackageCard } from './schemas.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const cardOf = (id: string, price: number): PackageCard =>
  ({ _id: id, slug: id, title: id, category: [{ slug: 'c', title: 'C' }], prices: { inrPrice: price, inrPriceSpecial: price, isApplySeatOption: false, packagePrice: [] } }) as unknown as PackageCard;

/** A loader over a price list the test changes, recording the ids of each call; `unknown` ids are left out. */
function catalogue(prices: Record<string, number>) {
  const calls: string[][] = [];
  let beforeAnswer: () => void = () => {};
  const load = async (_db: Db, ids: string[]) => {
    calls.push(ids);
    beforeAnswer();
    return ids.flatMap((id) => (id in prices ? [cardOf(id, prices[id] as number)] : []));
  };
  return { calls, load, prices, setBeforeAnswer: (hook: () => void) => (beforeAnswer = hook) };
}

const priceOf = (cards: PackageCard[]) => cards.map((card) => `${card._id}:${card.prices.inrPriceSpecial}`);

describe('the package card cache', () => {
  it('loads only the cards it does not hold, one call for all of them, and answers in the order asked', async () => {
    const source = catalogue({ a: 1, b: 2, c: 3 });
    const cards = createCardCache(source.load, 100);
    expect(priceOf(await cards.load(database.db, ['b', 'a']))).toEqual(['b:2', 'a:1']);
    expect(priceOf(await cards.load(database.db, ['a', 'c', 'unknown', 'b', 'a']))).toEqual(['a:1', 'c:3', 'b:2']);
    expect(source.calls).toEqual([['b', 'a'], ['c', 'unknown']]);
  });

  it('drops the card of a changed package, every card on a catalogue change, and all on clear', async () => {
    const source = catalogue({ a: 1, b: 2 });
    const cards = createCardCache(source.load, 100);
    await cards.load(database.db, ['a', 'b']);
    source.prices.a = 10;
    cards.dropTags([packageTag('a'), 'seats:x']);
    expect(priceOf(await cards.load(database.db, ['a', 'b']))).toEqual(['a:10', 'b:2']);
    source.prices.b = 20;
    cards.dropTags([CATALOGUE_TAG]);
    expect(priceOf(await cards.load(database.db, ['a', 'b']))).toEqual(['a:10', 'b:20']);
    cards.clear();
    await cards.load(database.db, ['a']);
    expect(source.calls).toEqual([['a', 'b'], ['a'], ['a', 'b'], ['a']]);
  });

  it('answers cards loaded while a change happened, but does not keep them (they may show the old price)', async () => {
    const source = catalogue({ a: 1 });
    const cards = createCardCache(source.load, 100);
    source.setBeforeAnswer(() => cards.dropTags([packageTag('a')]));
    expect(priceOf(await cards.load(database.db, ['a']))).toEqual(['a:1']);
    source.setBeforeAnswer(() => {});
    source.prices.a = 5;
    expect(priceOf(await cards.load(database.db, ['a']))).toEqual(['a:5']);
    expect(source.calls).toHaveLength(2);
  });

  it('reads through inside a transaction, which may be the one changing the package', async () => {
    const source = catalogue({ a: 1 });
    const cards = createCardCache(source.load, 100);
    await cards.load(database.db, ['a']);
    source.prices.a = 7;
    expect(priceOf(await database.db.transaction((tx) => cards.load(tx, ['a'])))).toEqual(['a:7']);
    expect(priceOf(await cards.load(database.db, ['a']))).toEqual(['a:1']);
  });

  it('hands out frozen cards: one request cannot change what the next one is answered', async () => {
    const cards = createCardCache(catalogue({ a: 1 }).load, 100);
    const [card] = await cards.load(database.db, ['a']);
    expect(Object.isFrozen(card)).toBe(true);
    expect(Object.isFrozen(card?.prices)).toBe(true);
    expect(Object.isFrozen(card?.category[0])).toBe(true);
  });
});
