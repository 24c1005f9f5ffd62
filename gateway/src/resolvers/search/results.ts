import type { PackageCardModel, SearchAnswerModel } from '../../rest/catalogue/types.ts';
import type { ContentItemModel } from '../../rest/content/types.ts';

/** The api's bound on a search text; a longer one finds nothing rather than failing the query. */
export const MAX_SEARCH_LENGTH = 100;

interface Section<T> {
  count: number;
  groups: { title: string; slug?: string | null; items: T[] }[];
}

export interface SearchResultsShape {
  query: string;
  packages: Section<PackageCardModel>;
  blogs: Section<ContentItemModel>;
  news: Section<ContentItemModel>;
  collections: Section<ContentItemModel>;
  totalCount: number;
}

const section = <T>(groups: { title: string; slug?: string | null; lists: T[] }[]): Section<T> => ({
  count: groups.reduce((sum, group) => sum + group.lists.length, 0),
  groups: groups.map(({ title, slug, lists }) => ({ title, slug: slug ?? null, items: lists })),
});

/** Turns the REST search answer (or none, for a short query) into the GraphQL sections. */
export function searchResults(query: string, answer: SearchAnswerModel | null): SearchResultsShape {
  const packages = section(answer?.packages ?? []);
  const blogs = section(answer?.blogs ?? []);
  const news = section(answer?.news ?? []);
  const collections = section(answer?.collection ?? []);
  return {
    query,
    packages,
    blogs,
    news,
    collections,
    totalCount: packages.count + blogs.count + news.count + collections.count,
  };
}
