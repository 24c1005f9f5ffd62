import { describe, expect, it } from 'vitest';
import { getJson, testAppPerFile, type Envelope } from '../test-support/test-app.ts';
import type { ContentItem } from './content-schemas.ts';

const ctx = testAppPerFile();

describe('GET /content', () => {
  it('returns blogs, news and collections by id with their kind', async () => {
    const search = await getJson<Envelope<{ blogs: { lists: { _id: string }[] }[]; collection: { lists: { _id: string }[] }[] }>>(
      ctx.app,
      '/api/v1/search/kailash',
    );
    const blogId = search.body.data.blogs[0]?.lists[0]?._id;
    const collectionId = search.body.data.collection[0]?.lists[0]?._id;
    const { body } = await getJson<Envelope<ContentItem[]>>(ctx.app, `/api/v1/content?id[]=${blogId}&id[]=${collectionId}`);
    expect(body.data.map((item) => [item._id, item.kind])).toEqual([
      [blogId, 'blog'],
      [collectionId, 'collection'],
    ]);
  });

  it('answers 400 when no id is given', async () => {
    expect((await getJson(ctx.app, '/api/v1/content')).status).toBe(400);
  });
});
