import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { packageIdOf } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { Review, ReviewAggregate } from './schemas.ts';
import { OVERLAND } from './test-helpers.ts';

const ctx = testAppPerFile();
type Page = { data: Review[]; total: number; page: number; limit: number };

describe('public review lists', () => {
  it('seeds at least 60 text and 10 video reviews', async () => {
    const text = await call<Page>(ctx.app, 'GET', '/reviews/public/formateby/text_reviews/false?limit=1');
    const video = await call<Page>(ctx.app, 'GET', '/reviews/public/formateby/video_reviews/false?limit=1');
    expect(text.body.total).toBeGreaterThanOrEqual(60);
    expect(video.body.total).toBeGreaterThanOrEqual(10);
    expect(text.headers.get('x-total-count')).toBe(String(text.body.total));
  });

  it('keeps only featured reviews with true, newest first', async () => {
    const featured = await call<Page>(ctx.app, 'GET', '/reviews/public/formateby/text_reviews/true?limit=100');
    const all = await call<Page>(ctx.app, 'GET', '/reviews/public/formateby/text_reviews/false?limit=1');
    expect(featured.body.data.length).toBeGreaterThan(0);
    expect(featured.body.total).toBeLessThan(all.body.total);
    expect(featured.body.data.every((review) => review.isFeatured && review.format === 'text')).toBe(true);
    const dates = featured.body.data.map((review) => review.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers video reviews with a local clip and thumbnail', async () => {
    const [video] = (await call<Page>(ctx.app, 'GET', '/reviews/public/formateby/video_reviews/false?limit=1')).body.data;
    expect(video?.video?.source.url).toMatch(/^\/media\/clips\/[a-z0-9-]+\.webm$/);
    expect(video?.video?.image).toMatch(/^\/media\/videos\//);
  });

  it('filters by package, category and rating', async () => {
    const byPackage = await call<Page>(ctx.app, 'GET', `/reviews/public/formateby/text_reviews/false?packageId=${packageIdOf(OVERLAND)}`);
    expect(byPackage.body.data.length).toBeGreaterThan(0);
    expect(byPackage.body.data.every((review) => review.package.slug === OVERLAND)).toBe(true);
    const byCategory = await call<Page>(ctx.app, 'GET', '/reviews/public/formateby/text_reviews/false?category=kailash-mansarovar&rating=5&limit=100');
    expect(byCategory.body.data.length).toBeGreaterThan(0);
    expect(byCategory.body.data.every((review) => review.rating === 5)).toBe(true);
  });

  it('refuses a bad format, flag or rating with a message naming it', async () => {
    expect((await call(ctx.app, 'GET', '/reviews/public/formateby/photo_reviews/true')).body.message).toBe("Invalid path parameter 'format': must be 'text_reviews' or 'video_reviews'");
    expect((await call(ctx.app, 'GET', '/reviews/public/formateby/text_reviews/yes')).body.message).toBe("Invalid path parameter 'featured': must be 'true' or 'false'");
    expect((await call(ctx.app, 'GET', '/reviews/public/formateby/text_reviews/true?rating=6')).body.message).toBe("Invalid query parameter 'rating': must be at most 5");
  });
});

describe('GET /review/{id} and the aggregates', () => {
  it('answers one review, and 404 for an unknown id', async () => {
    const [first] = (await call<Page>(ctx.app, 'GET', '/reviews/public/formateby/text_reviews/false?limit=1')).body.data;
    const one = await call<{ data: Review }>(ctx.app, 'GET', `/review/${first?._id}`);
    expect(one.body.data).toEqual(first);
    const missing = await call(ctx.app, 'GET', `/review/${'0'.repeat(24)}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Review not found');
  });

  it('answers every package asked in order, with zeros for one without reviews', async () => {
    const none = '0'.repeat(24);
    const answer = await call<{ data: ReviewAggregate[] }>(ctx.app, 'GET', `/reviews/aggregate?packageId[]=${none}&packageId[]=${packageIdOf(OVERLAND)}`);
    expect(answer.body.data.map((row) => row.packageId)).toEqual([none, packageIdOf(OVERLAND)]);
    expect(answer.body.data[0]).toMatchObject({ ratingAverage: null, ratingCount: 0 });
    const overland = answer.body.data[1]!;
    expect(overland.ratingCount).toBe(overland.textCount + overland.videoCount);
    expect(overland.distribution.reduce((sum, row) => sum + row.count, 0)).toBe(overland.ratingCount);
    expect(overland.ratingAverage).toBeGreaterThanOrEqual(1);
  });
});
