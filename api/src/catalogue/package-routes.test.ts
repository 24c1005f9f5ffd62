import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../test-support/test-app.ts';
import type { CategorySummary, PackageCard, PackageDetail } from './schemas.ts';

type Paged<T> = { status: number; message: string; data: T[]; total: number; page: number; limit: number };
type Envelope<T> = { status: number; message: string; data: T };

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.database.close();
});

async function allPagesOf(category: string, limit: number): Promise<PackageCard[][]> {
  const first = await getJson<Paged<PackageCard>>(ctx.app, `/api/v1/packages?category=${category}&page=1&limit=${limit}`);
  const pages = [first.body.data];
  for (let page = 2; page <= Math.ceil(first.body.total / limit); page += 1) {
    pages.push((await getJson<Paged<PackageCard>>(ctx.app, `/api/v1/packages?category=${category}&page=${page}&limit=${limit}`)).body.data);
  }
  return pages;
}

describe('GET /packages', () => {
  it('answers 400 naming the field when page or limit is out of range or not a number', async () => {
    const cases: [string, string][] = [
      ['page=0', "Invalid query parameter 'page': must be at least 1"],
      ['limit=101', "Invalid query parameter 'limit': must be at most 100"],
      ['limit=abc', "Invalid query parameter 'limit': must be a whole number"],
      ['page=1.5', "Invalid query parameter 'page': must be a whole number"],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await getJson<{ status: number; message: string }>(ctx.app, `/api/v1/packages?category=char-dham&${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toEqual({ status: 400, message });
    }
  });

  it('pages a category with its sub-categories: disjoint pages that add up to the total', async () => {
    const first = await getJson<Paged<PackageCard>>(ctx.app, '/api/v1/packages?category=char-dham&page=1&limit=5');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe(String(first.body.total));
    expect(first.body).toMatchObject({ page: 1, limit: 5 });
    const pages = await allPagesOf('char-dham', 5);
    const slugs = pages.flat().map((card) => card.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toHaveLength(first.body.total);
    const homes = new Set(pages.flat().map((card) => card.category[0]?.slug));
    expect(homes).toEqual(new Set(['char-dham', 'do-dham', 'ek-dham-kedarnath']));
  });

  it('returns the same total as the category stat and its lowest selling price', async () => {
    const stat = await getJson<Envelope<CategorySummary & { totalPackages: number; minPrice: number | null }>>(
      ctx.app,
      '/api/v1/get-category-stat-by-slug/kailash-mansarovar',
    );
    const cards = (await allPagesOf('kailash-mansarovar', 100)).flat();
    expect(stat.body.data.totalPackages).toBe(cards.length);
    const onSale = cards.map((card) => card.prices.inrPriceSpecial).filter((price) => price > 0);
    expect(stat.body.data.minPrice).toBe(Math.min(...onSale));
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await getJson(ctx.app, '/api/v1/packages?category=atlantis');
    expect(status).toBe(404);
    expect(body).toEqual({ status: 404, message: 'Category not found' });
  });

  it('batches by id, omitting unknown ids, with repeated id[] or id', async () => {
    const page = (await getJson<Paged<PackageCard>>(ctx.app, '/api/v1/packages?category=nepal&limit=2')).body.data;
    const [a, b] = page.map((card) => card._id);
    const unknown = 'ffffffffffffffffffffffff';
    const byBrackets = await getJson<Paged<PackageCard>>(ctx.app, `/api/v1/packages?id[]=${b}&id[]=${unknown}&id[]=${a}`);
    expect(byBrackets.body.data.map((card) => card._id).sort()).toEqual([a, b].sort());
    const byPlain = await getJson<Paged<PackageCard>>(ctx.app, `/api/v1/packages?id=${a}`);
    expect(byPlain.body.data.map((card) => card._id)).toEqual([a]);
  });

  it('answers 400 for an id that is not 24 lowercase hex characters', async () => {
    const { status, body } = await getJson<{ message: string }>(ctx.app, '/api/v1/packages?id[]=xyz');
    expect(status).toBe(400);
    expect(body.message).toContain("'id[]'");
  });
});

describe('GET /package-data/{slug}', () => {
  it('answers 404 for an unknown slug', async () => {
    const { status, body } = await getJson(ctx.app, '/api/v1/package-data/no-such-package');
    expect(status).toBe(404);
    expect(body).toEqual({ status: 404, message: 'Package not found' });
  });

  it('returns the detail with one itinerary day per day of the duration', async () => {
    const { status, body } = await getJson<Envelope<PackageDetail>>(ctx.app, '/api/v1/package-data/char-dham-yatra-from-haridwar');
    expect(status).toBe(200);
    const days = Number(/\/ (\d+) Days?$/.exec(body.data.duration)?.[1]);
    expect(body.data.itinerary.map((day) => day.day)).toEqual(Array.from({ length: days }, (_, index) => index + 1));
    expect(body.data.highlights.length).toBeGreaterThanOrEqual(4);
    expect(body.data.category[0]).toEqual({ slug: 'char-dham', title: 'Char Dham' });
  });

  it('serves the registration package by slug while keeping it out of listings and the picker', async () => {
    const slug = 'kailash-mansarovar-yatra-free-registration';
    const detail = await getJson<Envelope<PackageDetail>>(ctx.app, `/api/v1/package-data/${slug}`);
    expect(detail.body.data.isRegistration).toBe(true);
    const listed = (await allPagesOf('kailash-mansarovar', 100)).flat().map((card) => card.slug);
    expect(listed).not.toContain(slug);
    const picker = await getJson<Envelope<{ ID: string }[]>>(ctx.app, '/api/v1/package/picker-list');
    expect(picker.body.data.map((item) => item.ID)).not.toContain(detail.body.data._id);
  });
});

describe('GET /package-data?slug[]=', () => {
  it('answers each package exactly as /package-data/{slug} does, in the order asked, omitting unknown slugs', async () => {
    const slugs = ['kailash-mansarovar-yatra-free-registration', 'char-dham-yatra-from-haridwar'];
    const { status, body } = await getJson<Envelope<PackageDetail[]>>(
      ctx.app,
      `/api/v1/package-data?slug[]=${slugs[0]}&slug[]=no-such-package&slug[]=${slugs[1]}`,
    );
    expect(status).toBe(200);
    const singles = await Promise.all(slugs.map(async (slug) => (await getJson<Envelope<PackageDetail>>(ctx.app, `/api/v1/package-data/${slug}`)).body.data));
    expect(body.data).toEqual(singles);
  });

  it('answers 400 without any slug, with more than 100 slugs or with a malformed slug', async () => {
    const none = await getJson<{ message: string }>(ctx.app, '/api/v1/package-data');
    expect(none.status).toBe(400);
    expect(none.body.message).toContain("'slug[]'");
    const tooMany = Array.from({ length: 101 }, (_, index) => `slug[]=package-${index}`).join('&');
    expect((await getJson(ctx.app, `/api/v1/package-data?${tooMany}`)).status).toBe(400);
    expect((await getJson(ctx.app, '/api/v1/package-data?slug[]=Not_A_Slug')).status).toBe(400);
  });

  it('is documented in the OpenAPI document', async () => {
    const { body } = await getJson<{ paths: Record<string, unknown> }>(ctx.app, '/api/v1/openapi.json');
    expect(Object.keys(body.paths)).toContain('/api/v1/package-data');
  });
});

describe('GET /package/picker-list', () => {
  it('lists ID, title, titleForApp and classification of every listed package', async () => {
    const { body } = await getJson<Envelope<Record<string, unknown>[]>>(ctx.app, '/api/v1/package/picker-list');
    expect(body.data.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(['ID', 'classification', 'title', 'titleForApp']);
  });
});
