import { fakeUpstream, ok, paged, type FakeReply } from './fake-upstream.ts';

/** How many items each list behind `Query.sitemap` holds in the fake. */
export interface FakeSitemapSizes {
  pages: number;
  categories: number;
  blogCategories: number;
  blogs: number;
  news: number;
  collections: number;
  webStories: number;
  packages: number;
}

const DATE = '2026-05-01T00:00:00.000Z';
const numbered = (count: number, make: (n: number) => object) => Array.from({ length: count }, (_, index) => make(index + 1));

/** A fake api answering the REST lists the sitemap reads (api/CONTRACT.md "Content"), paged as the api pages them. */
export function fakeSitemapUpstream(sizes: FakeSitemapSizes) {
  const lists: Record<string, object[]> = {
    '/page': numbered(sizes.pages, (n) => ({ slug: `page-${n}`, updatedAt: DATE })),
    '/blogs': numbered(sizes.blogs, (n) => ({ slug: `blog-${n}`, category: 'yatra-guides', publishedAt: DATE })),
    '/news': numbered(sizes.news, (n) => ({ slug: `news-${n}`, category: 'announcements', publishedAt: DATE })),
    '/collections': numbered(sizes.collections, (n) => ({ slug: `collection-${n}`, publishedAt: DATE })),
    '/webstory-list': numbered(sizes.webStories, (n) => ({ slug: `story-${n}`, publishedAt: DATE })),
    '/packages': numbered(sizes.packages, (n) => ({ slug: `package-${n}`, category: [{ slug: 'char-dham', title: 'Char Dham' }] })),
  };
  const whole: Record<string, object[]> = {
    '/categorylist': numbered(sizes.categories, (n) => ({ slug: `category-${n}` })),
    '/blog-categories': numbered(sizes.blogCategories, (n) => ({ slug: `blog-category-${n}` })),
  };
  return fakeUpstream((url): FakeReply | undefined => {
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const list = lists[path];
    if (list !== undefined) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 12);
      return paged(list.slice((page - 1) * limit, page * limit), list.length, page, limit);
    }
    const items = whole[path];
    return items === undefined ? undefined : ok(items);
  });
}
