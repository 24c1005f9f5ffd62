import { describe, expect, it } from 'vitest';
import { getJson, testAppPerFile } from '../test-support/test-app.ts';
import { WebStoryDetailSchema, WebStorySchema, WebStorySlideSchema, type WebStory, type WebStoryDetail } from './schemas.ts';
import { allPages, expectListOrder, expectShape, type One, type Paged } from './test-helpers.ts';

const ctx = testAppPerFile();

describe('GET /webstory-list', () => {
  it('answers page 1 with limit 8 by default (spec §9), each story with its 5 to 8 slides in order', async () => {
    const { status, body } = await getJson<Paged<WebStory>>(ctx.app, '/api/v1/webstory-list');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 8 });
    expect(body.total).toBeGreaterThanOrEqual(8);
    expect(body.data).toHaveLength(Math.min(8, body.total));
    expectListOrder(body.data);
    for (const story of body.data) {
      expectShape(WebStorySchema, story);
      expect(story.slides.length, story.slug).toBeGreaterThanOrEqual(5);
      expect(story.slides.length, story.slug).toBeLessThanOrEqual(8);
      expect(story.slides.map((slide) => slide.position)).toEqual(story.slides.map((_, index) => index + 1));
      story.slides.forEach((slide) => expectShape(WebStorySlideSchema, slide));
      expect(story.slides[0]?.image).toBe(`/media/stories/${story.slug}-1`);
    }
  });

  it('pages the same stories as one big page, and answers a batch by id', async () => {
    const { pages } = await allPages<WebStory>(ctx.app, '/api/v1/webstory-list', 3);
    const all = await getJson<Paged<WebStory>>(ctx.app, '/api/v1/webstory-list?limit=100');
    expect(pages.flat().map((story) => story.slug)).toEqual(all.body.data.map((story) => story.slug));
    const ids = all.body.data.slice(0, 2).map((story) => story._id).reverse();
    const batch = await getJson<Paged<WebStory>>(ctx.app, `/api/v1/webstory-list?id[]=${ids[0]}&id[]=${ids[1]}`);
    expect(batch.body.data.map((story) => story._id)).toEqual(ids);
  });
});

describe('GET /webstory', () => {
  it('answers a story with the slugs of its neighbours in list order; the ends have none', async () => {
    const order = (await getJson<Paged<WebStory>>(ctx.app, '/api/v1/webstory-list?limit=100')).body.data.map((story) => story.slug);
    for (const [index, slug] of order.entries()) {
      const { body } = await getJson<One<WebStoryDetail>>(ctx.app, `/api/v1/webstory?filterby=slug&query=${slug}`);
      expectShape(WebStoryDetailSchema, body.data);
      expect(body.data.nextSlug).toBe(order[index + 1] ?? null);
      expect(body.data.previousSlug).toBe(index === 0 ? null : order[index - 1]);
    }
  });

  it('ends a story with a link onwards on its last slide', async () => {
    const { body } = await getJson<One<WebStoryDetail>>(ctx.app, '/api/v1/webstory?filterby=slug&query=char-dham-yatra-at-a-glance');
    expect(body.data.slides.at(-1)?.link).toEqual({ url: '/package/char-dham', label: 'See Char Dham packages' });
    expect(body.data.slides[0]?.link).toBeNull();
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    expect((await getJson(ctx.app, '/api/v1/webstory?filterby=slug&query=no-such-story')).body).toEqual({ status: 404, message: 'Web story not found' });
    expect((await getJson(ctx.app, '/api/v1/webstory')).status).toBe(400);
    expect((await getJson(ctx.app, '/api/v1/webstory-list?limit=0')).status).toBe(400);
  });
});
