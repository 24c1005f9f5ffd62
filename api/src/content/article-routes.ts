import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { envelope, envelopeOf, jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { SlugSchema } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { articleBySlug, articlesByIds, categoriesOf, categoryExists, pageArticles, type ArticleKind } from './article-queries.ts';
import { setContentTags } from './cache-tags.ts';
import type { ContentDeps } from './deps.ts';
import { batchPage, bySlugQuery, idsQuery, inOrderOf, listMode, pagingQuery } from './list-query.ts';
import { BlogCardSchema, BlogDetailSchema, ContentCategorySchema, NewsCardSchema, NewsDetailSchema } from './schemas.ts';

const articleQuery = (exampleCategory: string) =>
  z.object({
    ...pagingQuery(),
    ...idsQuery,
    ...bySlugQuery,
    category: SlugSchema.optional().openapi({ param: { name: 'category', in: 'query' }, example: exampleCategory }),
    destination: SlugSchema.optional().openapi({ param: { name: 'destination', in: 'query' }, example: 'kailash-mansarovar' }),
  });
type ArticleQuery = z.infer<ReturnType<typeof articleQuery>>;

function listRoute<C extends z.ZodType, D extends z.ZodType>(path: string, tag: string, card: C, detail: D, exampleCategory: string) {
  return createRoute({
    method: 'get',
    path,
    tags: [tag],
    summary: `A page of ${tag} (by category or destination), a batch by id, or one item by slug with its HTML body`,
    description:
      'Three modes: `page`/`limit` with optional `category` (404 if unknown) and `destination` filters, newest first; `id[]` (1..100); or `filterby=slug&query=<slug>`, answering one detail (404 if unknown).',
    request: { query: articleQuery(exampleCategory) },
    responses: jsonResponses(`A page of ${tag}, or one item`, z.union([pagedEnvelopeOf(card), envelopeOf(detail)]), [400, 401, 404]),
  });
}

const categoriesRoute = (path: string, tag: string) =>
  createRoute({
    method: 'get',
    path,
    tags: [tag],
    summary: `The ${tag} categories in menu order, with their item counts`,
    responses: jsonResponses('The categories', envelopeOf(z.array(ContentCategorySchema))),
  });

const labels = { blog: 'Blog', news: 'News' } as const;

/** The list path's three modes for one kind; what the handler answers, not yet the response. */
async function resolve<K extends ArticleKind>(db: Db, kind: K, query: ArticleQuery) {
  const mode = listMode(query, query.category !== undefined || query.destination !== undefined);
  if (mode.kind === 'slug') {
    const detail = await articleBySlug(db, kind, mode.slug);
    if (!detail) throw notFound(labels[kind]);
    return { kind: 'detail' as const, detail };
  }
  if (mode.kind === 'ids') {
    const items = inOrderOf(mode.ids, await articlesByIds(db, kind, mode.ids));
    return { kind: 'page' as const, items, page: batchPage(items.length) };
  }
  if (query.category !== undefined && !(await categoryExists(db, kind, query.category))) throw notFound(`${labels[kind]} category`);
  const { items, total } = await pageArticles(db, kind, query, mode);
  return { kind: 'page' as const, items, page: { total, page: mode.page, limit: mode.limit } };
}

/** `/blog-categories` and `/blogs`. */
export function blogRoutes({ db }: ContentDeps) {
  return createRouter()
    .openapi(categoriesRoute('/blog-categories', 'blogs'), async (c) => {
      setContentTags(c);
      return c.json(envelope(await categoriesOf(db, 'blog')), 200);
    })
    .openapi(listRoute('/blogs', 'blogs', BlogCardSchema, BlogDetailSchema, 'yatra-guides'), async (c) => {
      const result = await resolve(db, 'blog', c.req.valid('query'));
      // Cards show their destination's title (a catalogue category).
      setContentTags(c, []);
      return result.kind === 'detail' ? c.json(envelope(result.detail), 200) : c.json(pagedEnvelope(c, result.items, result.page), 200);
    });
}

/** `/news-categories` and `/news` (spec §7 `GET /news`, `GET /news?filterby=slug&query`). */
export function newsRoutes({ db }: ContentDeps) {
  return createRouter()
    .openapi(categoriesRoute('/news-categories', 'news'), async (c) => {
      setContentTags(c);
      return c.json(envelope(await categoriesOf(db, 'news')), 200);
    })
    .openapi(listRoute('/news', 'news', NewsCardSchema, NewsDetailSchema, 'yatra-updates'), async (c) => {
      const result = await resolve(db, 'news', c.req.valid('query'));
      setContentTags(c, []);
      return result.kind === 'detail' ? c.json(envelope(result.detail), 200) : c.json(pagedEnvelope(c, result.items, result.page), 200);
    });
}
