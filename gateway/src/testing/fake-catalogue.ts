import type { DepartureModel } from '../rest/booking/departures.ts';
import type { ContentItemModel } from '../rest/content/types.ts';
import type {
  CategorySummaryModel,
  MenuCategoryModel,
  PackageDetailModel,
  PickerItemModel,
} from '../rest/catalogue/types.ts';
import type { WebStoryModel } from '../rest/web-stories/types.ts';
import type { ZoomSessionModel } from '../rest/zoom-sessions/types.ts';
import { articleRoutes, type FakeArticles } from './fake-blogs-news.ts';
import { failure, fakeUpstream, ok, paged, type FakeReply } from './fake-upstream.ts';
import { searchPackage } from './fixtures.ts';
import { webStoryRoutes } from './fake-web-stories.ts';
import { weatherRoutes } from './fake-weather.ts';
import type { PhotoAlbumDetailModel } from '../rest/photo-albums/types.ts';
import type { VideoModel } from '../rest/videos/types.ts';
import { videoPhotoRoutes } from './fake-videos-photos.ts';
import type { ReviewModel } from '../rest/reviews/types.ts';
import { reviewRoutes } from './fake-reviews.ts';
import { pagesAndCollectionsRoutes } from './fake-pages-collections.ts';
import { faqRoutes } from './fake-faqs.ts';

export interface FakeCatalogue {
  packages: PackageDetailModel[];
  /** Top-level menu categories; their sub-categories are looked up too. */
  menu: MenuCategoryModel[];
  content: ContentItemModel[];
  picker: PickerItemModel[];
  trending: { packageIds: string[]; categoryIds: string[] };
  /** Upcoming departures of any packages, in date order (none when absent). */
  departures?: DepartureModel[];
  /** Upcoming Zoom sessions, soonest first (none when absent). */
  zoomSessions?: ZoomSessionModel[];
  /** Web stories in list order (none when absent). */
  webStories?: WebStoryModel[];
  /** Videos and photo albums (with their photos), newest first (none when absent). */
  videos?: VideoModel[];
  photoAlbums?: PhotoAlbumDetailModel[];
  /** Traveller reviews, newest first (none when absent). */
  reviews?: ReviewModel[];
  /** Blogs and news with their categories (none when absent). */
  articles?: FakeArticles;
}

const card = ({ overview, highlights, itinerary, inclusions, exclusions, ...rest }: PackageDetailModel) => rest;

/** A fake of the REST api answering every catalogue route of CONTRACT.md from in-memory fixtures. */
export function fakeCatalogueUpstream(catalogue: FakeCatalogue) {
  const categories: CategorySummaryModel[] = catalogue.menu.flatMap(({ subCategory, packages, ...summary }) => [
    summary,
    ...subCategory,
  ]);
  const inCategory = (slug: string) => catalogue.packages.filter((p) => p.category.some((c) => c.slug === slug));
  const statOf = (slug: string) => {
    const category = catalogue.menu.find((c) => c.slug === slug) ?? categories.find((c) => c.slug === slug);
    if (category === undefined) return undefined;
    const prices = inCategory(category.slug).map((p) => p.prices.inrPriceSpecial).filter((price) => price > 0);
    return {
      ...category,
      subCategory: 'subCategory' in category ? category.subCategory : [],
      totalPackages: inCategory(category.slug).length,
      minPrice: prices.length > 0 ? Math.min(...prices) : null,
    };
  };
  const slugsOf = (url: URL) => url.searchParams.getAll('slug[]');
  const departuresOf = (ids: string[]) => (catalogue.departures ?? []).filter((d) => ids.includes(d.packageId));

  const routes: [RegExp, (url: URL, match: RegExpMatchArray) => FakeReply | undefined][] = [
    [/^\/categorymenu$/, () => ok(catalogue.menu)],
    [
      /^\/get-category-stat-by-slug\/(.+)$/,
      (_url, [, slug]) => {
        const stat = statOf(slug ?? '');
        return stat === undefined ? failure(404, 'Unknown category') : ok(stat);
      },
    ],
    [/^\/category-stats$/, (url) => ok(slugsOf(url).flatMap((slug) => statOf(slug) ?? []))],
    [
      /^\/package-data$/,
      (url) => ok(slugsOf(url).flatMap((slug) => catalogue.packages.find((p) => p.slug === slug) ?? [])),
    ],
    [
      /^\/get-trending-data$/,
      () =>
        ok([
          { packages: catalogue.packages.filter((p) => catalogue.trending.packageIds.includes(p._id)).map(card) },
          { categories: categories.filter((c) => catalogue.trending.categoryIds.includes(c._id)) },
        ]),
    ],
    [
      /^\/package-data\/(.+)$/,
      (_url, [, slug]) => {
        const detail = catalogue.packages.find((p) => p.slug === slug);
        return detail === undefined ? failure(404, 'Unknown package') : ok(detail);
      },
    ],
    [
      /^\/packages$/,
      (url) => {
        const ids = url.searchParams.getAll('id[]');
        if (ids.length > 0) return ok(catalogue.packages.filter((p) => ids.includes(p._id)).map(card));
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 12);
        const all = inCategory(url.searchParams.get('category') ?? '').map(card);
        return paged(all.slice((page - 1) * limit, page * limit), all.length, page, limit);
      },
    ],
    [
      /^\/categorylist$/,
      (url) => {
        const ids = url.searchParams.getAll('id[]');
        const slugs = url.searchParams.getAll('slug[]');
        if (ids.length > 0) return ok(categories.filter((c) => ids.includes(c._id)));
        if (slugs.length > 0) return ok(categories.filter((c) => slugs.includes(c.slug)));
        const popular = url.searchParams.get('isPopular') === 'true';
        return ok(categories.filter((c) => !popular || c.isPopular));
      },
    ],
    [/^\/package\/picker-list$/, () => ok(catalogue.picker)],
    [/^\/zoommeeting\/upcoming$/, (url) => ok((catalogue.zoomSessions ?? []).slice(0, Number(url.searchParams.get('limit') ?? 3)))],
    [
      /^\/package\/departures\/([^/]+)$/,
      (_url, [, id]) =>
        catalogue.packages.some((p) => p._id === id)
          ? ok(departuresOf([id ?? '']))
          : failure(404, 'Package not found'),
    ],
    [/^\/package\/departures$/, (url) => ok(departuresOf(url.searchParams.getAll('packageId[]')))],
    [
      /^\/search\/(.+)$/,
      (_url, [, encoded]) => {
        const query = decodeURIComponent(encoded ?? '').toLowerCase();
        if (query.length < 3) return failure(400, 'query must have at least 3 characters');
        const hits = catalogue.packages.filter((p) => p.title.toLowerCase().includes(query));
        const blogs = catalogue.content.filter((c) => c.kind === 'blog' && c.title.toLowerCase().includes(query));
        return ok({
          packages:
            hits.length === 0
              ? []
              : [{ _id: 'group', title: hits[0]?.category[0].title, slug: hits[0]?.category[0].slug, lists: hits.map((p) => searchPackage(card(p))) }],
          blogs:
            blogs.length === 0
              ? []
              : [{ title: 'Travel Tips', slug: 'travel-tips', lists: blogs.map(({ image, kind, ...b }) => ({ ...b, blogimage: image })) }],
          news: [],
          collection: [],
        });
      },
    ],
    [
      /^\/content$/,
      (url) => {
        const ids = url.searchParams.getAll('id[]');
        return ok(catalogue.content.filter((item) => ids.includes(item._id)));
      },
    ],
    ...webStoryRoutes(catalogue.webStories ?? []),
    ...weatherRoutes(),
    ...videoPhotoRoutes(catalogue.videos ?? [], catalogue.photoAlbums ?? []),
    ...pagesAndCollectionsRoutes(catalogue.packages),
    ...faqRoutes(catalogue.packages),
    ...reviewRoutes(catalogue.reviews ?? []),
    ...(catalogue.articles === undefined ? [] : articleRoutes(catalogue.articles)),
  ];

  return fakeUpstream((url) => {
    const path = url.pathname.replace(/^\/api\/v1/, '');
    for (const [pattern, answer] of routes) {
      const match = path.match(pattern);
      if (match) return answer(url, match);
    }
    return undefined;
  });
}
