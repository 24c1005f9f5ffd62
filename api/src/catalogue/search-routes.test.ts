import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../test-support/test-app.ts';
import { escapeLike, type SearchResult } from './search.ts';

type Envelope<T> = { status: number; data: T; message: string };

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.database.close();
});

const search = (query: string) => getJson<Envelope<SearchResult>>(ctx.app, `/api/v1/search/${encodeURIComponent(query)}`);

describe('GET /search/{query}', () => {
  it('answers 400 naming the field when the query is under 3 characters', async () => {
    const { status, body } = await search('ka');
    expect(status).toBe(400);
    expect(body.message).toBe("Invalid path parameter 'query': must be at least 3 characters");
  });

  it('groups packages by home category with lowercase price fields', async () => {
    const { body } = await search('char dham');
    const groups = body.data.packages;
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      for (const item of group.lists) {
        expect(item.category[0]?.slug).toBe(group.slug);
        expect(Object.keys(item.prices).sort()).toEqual(['inrprice', 'inrpricespecial', 'isapplyseatoption', 'packageprice']);
        for (const row of item.prices.packageprice) {
          expect(Object.keys(row).sort()).toEqual(['inrprice', 'passengertypeprice', 'title']);
        }
      }
    }
    const seatOption = groups.flatMap((group) => group.lists).find((item) => item.prices.isapplyseatoption);
    expect(seatOption?.prices.packageprice[0]?.passengertypeprice[0]).toEqual({ passengerType: 'Adult', inrprice: expect.any(Number) });
  });

  it('matches case-insensitively, including by category title', async () => {
    const lower = await search('kailash');
    const upper = await search('KAILASH');
    expect(upper.body.data).toEqual(lower.body.data);
    // 'Bhutan' is the category title; every Bhutan package is found through it.
    const bhutan = await search('bhutan');
    expect(bhutan.body.data.packages.find((group) => group.slug === 'bhutan')?.lists.length).toBe(3);
  });

  it('finds blogs, news and collections and groups blogs and news by their own category', async () => {
    const { body } = await search('Nepal');
    expect(body.data.blogs.find((group) => group.slug === 'temple-stories')?.title).toBe('Temple Stories');
    expect(body.data.news.flatMap((group) => group.lists).length).toBeGreaterThan(0);
    expect(body.data.collection[0]?.title).toBe('Collections');
    expect(body.data.collection[0]?.slug).toBeNull();
    expect(body.data.collection[0]?.lists[0]).toHaveProperty('collectionimage');
  });

  it('finds blogs and news about a destination whose category title matches, not only by their own title', async () => {
    // The Ram Mandir news item is about the 'Varanasi' destination; its title does not say so.
    const { body } = await search('varanasi');
    const temple = body.data.news.find((group) => group.slug === 'temple-news');
    expect(temple?.title).toBe('Temple News');
    expect(temple?.lists.map((item) => item.slug)).toContain('ayodhya-ram-mandir-darshan-timings');
  });

  it('treats % and _ literally', async () => {
    const { status, body } = await search('%%%');
    expect(status).toBe(200);
    expect(body.data).toEqual({ packages: [], blogs: [], news: [], collection: [] });
  });
});

describe('escapeLike', () => {
  it('escapes wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
