import { z } from 'zod';
import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';

/** A blog or news category (CONTRACT.md `ContentCategory`). */
export const contentCategorySchema = z.object({
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  description: z.string(),
  count: z.number().int().nonnegative(),
});
export type ContentCategoryModel = z.infer<typeof contentCategorySchema>;
const contentCategoryListSchema = z.array(contentCategorySchema);

/** The fields every blog and news card has (CONTRACT.md `BlogCard` / `NewsCard`). */
export const articleCardFields = {
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  category: z.string().min(1),
  categoryTitle: z.string(),
  destination: z.object({ slug: z.string().min(1), title: z.string() }).nullable(),
  publishedAt: z.string(),
};

/** One page of a list: by blog/news category and/or catalogue destination. */
export interface ArticlePageRequest {
  category: string | null;
  destination: string | null;
  page: number;
  limit: number;
}

/** The three modes of a blog or news list path (CONTRACT.md "Conventions"): a page, a batch by id, one by slug. */
export interface ArticleRoutes<Card, Detail> {
  /** `GET /blog-categories` or `/news-categories`: the categories in menu order. */
  fetchCategories(client: RestClient): Promise<ContentCategoryModel[]>;
  /** `GET <path>?page=&limit=&category=&destination=`; an unknown category (404) is an empty page. */
  fetchPage(client: RestClient, request: ArticlePageRequest): Promise<RestPage<Card>>;
  /** `GET <path>?id[]=`: the cards of those ids, unknown ids omitted. */
  fetchByIds(client: RestClient, ids: readonly string[]): Promise<Card[]>;
  /** `GET <path>?filterby=slug&query=`: the detail, or null (404). */
  fetchBySlug(client: RestClient, slug: string): Promise<Detail | null>;
}

/** The most ids one `id[]` call takes. */
export const MAX_ARTICLE_IDS_PER_CALL = 100;

/** Builds the fetchers of `/blogs` or `/news` (and their categories) from their card and detail schemas. */
export function articleRoutes<Card, Detail>(
  { path, categoriesPath }: { path: '/blogs' | '/news'; categoriesPath: '/blog-categories' | '/news-categories' },
  card: z.ZodType<Card>,
  detail: z.ZodType<Detail>,
): ArticleRoutes<Card, Detail> {
  // Built once: zod compiles a schema on its first parse (see rest/envelope.ts).
  const cardList = z.array(card);
  return {
    fetchCategories: async (client) =>
      (await client.getData(categoriesPath, {}, contentCategoryListSchema)) ?? [],
    fetchPage: async (client, { category, destination, page, limit }) => {
      const query = { page, limit, category: category ?? undefined, destination: destination ?? undefined };
      return (await client.getPage(path, query, card)) ?? { items: [], total: 0, page, limit };
    },
    fetchByIds: async (client, ids) =>
      (await client.getData(path, { 'id[]': ids }, cardList)) ?? [],
    fetchBySlug: (client, slug) => client.getData(path, { filterby: 'slug', query: slug }, detail),
  };
}
