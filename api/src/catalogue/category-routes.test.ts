import { describe, expect, it } from 'vitest';
import { getJson, testAppPerFile, type Envelope } from '../test-support/test-app.ts';
import type { CategorySummary, MenuCategory, PackageCard } from './schemas.ts';

const ctx = testAppPerFile();

describe('GET /categorymenu', () => {
  it('lists top-level categories in menu order with sub-categories and at most 8 packages each', async () => {
    const { body } = await getJson<Envelope<MenuCategory[]>>(ctx.app, '/api/v1/categorymenu');
    expect(body.data.slice(0, 8).map((category) => category.slug)).toEqual([
      'kailash-mansarovar',
      'adi-kailash',
      'char-dham',
      'varanasi-tour',
      'sri-lanka',
      'nepal',
      'bhutan',
      'tibet',
    ]);
    const kailash = body.data[0];
    expect(kailash?.subCategory.map((sub) => sub.slug)).toEqual(['kailash-by-helicopter', 'kailash-overland', 'kailash-via-nepal']);
    for (const category of body.data) {
      expect(category.parentId).toBeNull();
      expect(category.packages.length).toBeGreaterThan(0);
      expect(category.packages.length).toBeLessThanOrEqual(8);
    }
    const menuSlugs = body.data.flatMap((category) => category.packages.map((item) => item.slug));
    expect(menuSlugs).not.toContain('kailash-mansarovar-yatra-free-registration');
  });
});

describe('GET /get-category-stat-by-slug/{slug}', () => {
  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    expect((await getJson(ctx.app, '/api/v1/get-category-stat-by-slug/atlantis')).status).toBe(404);
    const bad = await getJson<{ message: string }>(ctx.app, '/api/v1/get-category-stat-by-slug/Not_A_Slug');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("path parameter 'slug'");
  });

  it('starts from the lowest price the cards show, seat-option packages by their seat price (spec §4)', async () => {
    const slug = 'kailash-by-helicopter';
    const listing = await getJson<Envelope<PackageCard[]>>(ctx.app, `/api/v1/packages?category=${slug}&page=1&limit=100`);
    const cardPrice = ({ prices }: PackageCard): number => {
      const first = prices.packagePrice[0];
      const passenger = first?.passengerTypePrice[0];
      return prices.isApplySeatOption && first && passenger ? (first.inrPrice + passenger.inrPrice) / 2 : prices.inrPriceSpecial;
    };
    const onSale = listing.body.data.filter((card) => card.prices.inrPriceSpecial > 0);
    expect(onSale.some((card) => card.prices.isApplySeatOption && cardPrice(card) < card.prices.inrPriceSpecial)).toBe(true);

    const stats = await getJson<Envelope<{ minPrice: number | null }>>(ctx.app, `/api/v1/get-category-stat-by-slug/${slug}`);
    expect(stats.body.data.minPrice).toBe(Math.min(...onSale.map(cardPrice)));
  });

  it('classifies Kailash Mansarovar as international and Char Dham as domestic', async () => {
    const kailash = await getJson<Envelope<CategorySummary>>(ctx.app, '/api/v1/get-category-stat-by-slug/kailash-mansarovar');
    const charDham = await getJson<Envelope<CategorySummary>>(ctx.app, '/api/v1/get-category-stat-by-slug/char-dham');
    expect(kailash.body.data.classification).toBe('international');
    expect(charDham.body.data.classification).toBe('domestic');
  });
});

describe('GET /category-stats?slug[]=', () => {
  it('answers each category exactly as /get-category-stat-by-slug/{slug} does, in the order asked, omitting unknown slugs', async () => {
    // A parent and one of its sub-categories together: each keeps its own package count and price.
    const slugs = ['char-dham', 'kailash-by-helicopter', 'kailash-mansarovar'];
    const { status, body } = await getJson<Envelope<CategorySummary[]>>(
      ctx.app,
      `/api/v1/category-stats?slug[]=${slugs[0]}&slug[]=atlantis&slug[]=${slugs[1]}&slug[]=${slugs[2]}`,
    );
    expect(status).toBe(200);
    const singles = await Promise.all(
      slugs.map(async (slug) => (await getJson<Envelope<CategorySummary>>(ctx.app, `/api/v1/get-category-stat-by-slug/${slug}`)).body.data),
    );
    expect(body.data).toEqual(singles);
  });

  it('answers 400 without any slug, with more than 100 slugs or with a malformed slug', async () => {
    const none = await getJson<{ message: string }>(ctx.app, '/api/v1/category-stats');
    expect(none.status).toBe(400);
    expect(none.body.message).toContain("'slug[]'");
    const tooMany = Array.from({ length: 101 }, (_, index) => `slug[]=category-${index}`).join('&');
    expect((await getJson(ctx.app, `/api/v1/category-stats?${tooMany}`)).status).toBe(400);
    expect((await getJson(ctx.app, '/api/v1/category-stats?slug[]=Not_A_Slug')).status).toBe(400);
  });

  it('is documented in the OpenAPI document', async () => {
    const { body } = await getJson<{ paths: Record<string, unknown> }>(ctx.app, '/api/v1/openapi.json');
    expect(Object.keys(body.paths)).toContain('/api/v1/category-stats');
  });
});

describe('GET /categorylist', () => {
  it('filters by isPopular and status', async () => {
    const { body } = await getJson<Envelope<CategorySummary[]>>(ctx.app, '/api/v1/categorylist?status=true&isPopular=true');
    expect(body.data.length).toBeGreaterThan(2);
    expect(body.data.every((category) => category.isPopular && category.status)).toBe(true);
    const all = await getJson<Envelope<CategorySummary[]>>(ctx.app, '/api/v1/categorylist');
    expect(all.body.data.length).toBeGreaterThan(body.data.length);
  });

  it('batches by slug[] and answers 400 for a flag that is not true or false', async () => {
    const { body } = await getJson<Envelope<CategorySummary[]>>(ctx.app, '/api/v1/categorylist?slug[]=nepal&slug[]=bhutan');
    expect(body.data.map((category) => category.slug).sort()).toEqual(['bhutan', 'nepal']);
    const bad = await getJson<{ message: string }>(ctx.app, '/api/v1/categorylist?isPopular=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid query parameter 'isPopular': must be 'true' or 'false'");
  });
});

describe('GET /get-trending-data', () => {
  it('answers the two fixed lists in the order of the ids asked', async () => {
    const { body } = await getJson<Envelope<({ packages: PackageCard[] } | { categories: CategorySummary[] })[]>>(
      ctx.app,
      '/api/v1/get-trending-data?id[]=trending-packages&id[]=trending-destinations',
    );
    const [packagesEntry, categoriesEntry] = body.data;
    expect(packagesEntry && 'packages' in packagesEntry ? packagesEntry.packages : []).toHaveLength(8);
    expect(categoriesEntry && 'categories' in categoriesEntry ? categoriesEntry.categories : []).toHaveLength(6);
    const reversed = await getJson<Envelope<object[]>>(ctx.app, '/api/v1/get-trending-data?id=trending-destinations&id=trending-packages');
    expect(reversed.body.data.map((entry) => Object.keys(entry)[0])).toEqual(['categories', 'packages']);
  });

  it('answers 400 for an id that is not one of the fixed lists', async () => {
    const { status, body } = await getJson<{ message: string }>(ctx.app, '/api/v1/get-trending-data?id[]=trending-blogs');
    expect(status).toBe(400);
    expect(body.message).toContain("'id[]'");
  });
});
