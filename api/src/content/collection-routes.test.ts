import { describe, expect, it } from 'vitest';
import { getJson, testAppPerFile } from '../test-support/test-app.ts';
import { CollectionCardSchema, type CollectionCard } from './schemas.ts';
import { allPages, expectListOrder, expectShape, type One, type Paged } from './test-helpers.ts';

const ctx = testAppPerFile();
type PackageCard = { _id: string; slug: string };
type CollectionDetail = CollectionCard & { bodyHtml: string; packages: PackageCard[] };

describe('GET /collections', () => {
  it('pages the collections newest first, each counting its packages', async () => {
    const { pages, total } = await allPages<CollectionCard>(ctx.app, '/api/v1/collections', 4);
    const collections = pages.flat();
    expect(collections).toHaveLength(total);
    expectListOrder(collections);
    for (const collection of collections) {
      expectShape(CollectionCardSchema, collection);
      expect(collection.packageCount, collection.slug).toBeGreaterThan(0);
    }
  });

  it('answers every listed collection by slug with as many package cards as it counts, in its order', async () => {
    const { body } = await getJson<Paged<CollectionCard>>(ctx.app, '/api/v1/collections?limit=100');
    for (const card of body.data) {
      const detail = await getJson<One<CollectionDetail>>(ctx.app, `/api/v1/collections?filterby=slug&query=${card.slug}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.packages).toHaveLength(card.packageCount);
      // The catalogue's own cards of those ids, in the collection's order: the same PackageCard shape.
      const ids = detail.body.data.packages.map((pkg) => `id[]=${pkg._id}`).join('&');
      expect(detail.body.data.packages).toEqual((await getJson<Paged<PackageCard>>(ctx.app, `/api/v1/packages?${ids}`)).body.data);
      expect(detail.body.data.bodyHtml.startsWith('<p>')).toBe(true);
    }
    const himalayan = await getJson<One<CollectionDetail>>(ctx.app, '/api/v1/collections?filterby=slug&query=himalayan-yatras-2026');
    expect(himalayan.body.data.packages.map((pkg) => pkg.slug).slice(0, 2)).toEqual([
      'kailash-mansarovar-yatra-by-helicopter-via-lucknow',
      'kailash-mansarovar-yatra-overland-via-kathmandu',
    ]);
  });

  it('lists the collections that hold a package (Package.collections)', async () => {
    const detail = await getJson<One<CollectionDetail>>(ctx.app, '/api/v1/collections?filterby=slug&query=kailash-yatra-for-senior-citizens');
    const lucknow = detail.body.data.packages.find((pkg) => pkg.slug === 'kailash-mansarovar-yatra-by-helicopter-via-lucknow');
    const { body } = await getJson<Paged<CollectionCard>>(ctx.app, `/api/v1/collections?packageId=${lucknow?._id}`);
    expect(body.data.map((collection) => collection.slug).sort()).toEqual(['himalayan-yatras-2026', 'kailash-yatra-for-senior-citizens']);
    const none = await getJson<Paged<CollectionCard>>(ctx.app, '/api/v1/collections?packageId=ffffffffffffffffffffffff');
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('answers a batch by id, 404 for an unknown slug and 400 for a bad package id', async () => {
    const { body } = await getJson<Paged<CollectionCard>>(ctx.app, '/api/v1/collections?limit=1');
    const id = body.data[0]?._id;
    expect((await getJson<Paged<CollectionCard>>(ctx.app, `/api/v1/collections?id[]=${id}`)).body.data.map((item) => item._id)).toEqual([id]);
    expect((await getJson(ctx.app, '/api/v1/collections?filterby=slug&query=no-such-collection')).body).toEqual({ status: 404, message: 'Collection not found' });
    const bad = await getJson<{ message: string }>(ctx.app, '/api/v1/collections?packageId=xyz');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid query parameter 'packageId': must be a 24-character lowercase hex id");
  });
});
