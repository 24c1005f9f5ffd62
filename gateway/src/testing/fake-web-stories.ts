import type { WebStoryModel } from '../rest/web-stories/types.ts';
import { failure, ok, paged, type FakeReply } from './fake-upstream.ts';
import { objectId } from './fixtures.ts';

/** A story of `slides` slides (slide n's image `/media/stories/{slug}-n`); story 1 is the default query's. */
export function webStory(n: number, overrides: Partial<WebStoryModel> = {}, slides = 5): WebStoryModel {
  const slug = overrides.slug ?? (n === 1 ? 'kailash-parikrama-in-8-steps' : `story-${n}`);
  return {
    _id: objectId('5', n),
    slug,
    title: `Story ${n}`,
    summary: `What story ${n} shows.`,
    image: `/media/stories/${slug}`,
    publishedAt: new Date(Date.UTC(2025, 8, 30 - n)).toISOString(),
    slides: Array.from({ length: slides }, (_, index) => ({
      position: index + 1,
      image: `/media/stories/${slug}-${index + 1}`,
      heading: `Slide ${index + 1}`,
      text: `Text of slide ${index + 1}.`,
      link: index === slides - 1 ? { url: '/package/kailash-mansarovar', label: 'See packages' } : null,
    })),
    ...overrides,
  };
}

/** `/webstory-list` (a page, or `id[]`) and `/webstory?filterby=slug&query=` over `stories`, in list order. */
export function webStoryRoutes(stories: readonly WebStoryModel[]): [RegExp, (url: URL) => FakeReply | undefined][] {
  return [
    [
      /^\/webstory-list$/,
      (url) => {
        const ids = url.searchParams.getAll('id[]');
        if (ids.length > 0) {
          const found = ids.flatMap((id) => stories.find((story) => story._id === id) ?? []);
          return paged(found, found.length, 1, Math.max(found.length, 1));
        }
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 8);
        return paged(stories.slice((page - 1) * limit, page * limit), stories.length, page, limit);
      },
    ],
    [
      /^\/webstory$/,
      (url) => {
        const index = stories.findIndex((story) => story.slug === url.searchParams.get('query'));
        const story = stories[index];
        if (story === undefined) return failure(404, 'Web story not found');
        return ok({ ...story, nextSlug: stories[index + 1]?.slug ?? null, previousSlug: stories[index - 1]?.slug ?? null });
      },
    ],
  ];
}
