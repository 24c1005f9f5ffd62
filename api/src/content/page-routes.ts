import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { envelope, envelopeOf, jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { SlugSchema } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { setContentTags } from './cache-tags.ts';
import type { ContentDeps } from './deps.ts';
import { batchPage, bySlugQuery, idsQuery, inOrderOf, listMode, pagingQuery } from './list-query.ts';
import { pageBySlug, pagePages, pagesByIds } from './page-queries.ts';
import { BankAccountSchema, PageCardSchema, PageLinkSchema } from './schemas.ts';

/** Spec §7 `GET /page/kmy-register/{x}`: the KMY registration sections and the page each one is. */
export const KMY_REGISTER_SECTIONS: Record<string, string> = {
  'bank-details': 'kailash-mansarovar-yatra-registration',
  guidelines: 'guidelines-for-kailash-yatra',
};

/** `/page` (spec §7, e.g. `filterby=slug&query=special-yatra`) and `/page/kmy-register/{x}`. */
export function pageRoutes({ db, cards }: ContentDeps) {
  const detailSchema = PageCardSchema.extend({
    bodyHtml: z.string(),
    packages: z.array(cards.schema),
    bankAccounts: z.array(BankAccountSchema),
    links: z.array(PageLinkSchema),
  }).openapi('PageDetail');

  const listRoute = createRoute({
    method: 'get',
    path: '/page',
    tags: ['pages'],
    summary: 'A page of static pages (for the sitemap), a batch by id, or one page by slug',
    description: 'With `filterby=slug&query=<slug>` one `PageDetail` (404 if unknown); else page cards, newest first.',
    request: { query: z.object({ ...pagingQuery(), ...idsQuery, ...bySlugQuery }) },
    responses: jsonResponses('A page of pages, or one page', z.union([pagedEnvelopeOf(PageCardSchema), envelopeOf(detailSchema)]), [400, 401, 404]),
  });

  const kmyRoute = createRoute({
    method: 'get',
    path: '/page/kmy-register/{x}',
    tags: ['pages'],
    summary: 'A KMY registration section: bank-details (with the bank accounts) or guidelines',
    request: { params: z.object({ x: SlugSchema.openapi({ param: { name: 'x', in: 'path' }, example: 'bank-details' }) }) },
    responses: jsonResponses('The page', envelopeOf(detailSchema), [400, 401, 404]),
  });

  const detailOf = async (slug: string) => {
    const found = await pageBySlug(db, slug);
    if (!found) return null;
    const { card, packageIds, ...rest } = found;
    return { detail: { ...card, ...rest, packages: await cards.load(db, packageIds) }, packageIds };
  };

  /** A page with its package cards: cached under their tags too. */
  const detailAnswer = (c: Context<AppEnv>, found: NonNullable<Awaited<ReturnType<typeof detailOf>>>) => {
    setContentTags(c, found.packageIds);
    return c.json(envelope(found.detail), 200);
  };

  return createRouter()
    .openapi(listRoute, async (c) => {
      const mode = listMode(c.req.valid('query'), false);
      if (mode.kind === 'slug') {
        const page = await detailOf(mode.slug);
        if (!page) throw notFound('Page');
        return detailAnswer(c, page);
      }
      setContentTags(c);
      if (mode.kind === 'ids') {
        const items = inOrderOf(mode.ids, await pagesByIds(db, mode.ids));
        return c.json(pagedEnvelope(c, items, batchPage(items.length)), 200);
      }
      const { items, total } = await pagePages(db, mode);
      return c.json(pagedEnvelope(c, items, { total, page: mode.page, limit: mode.limit }), 200);
    })
    .openapi(kmyRoute, async (c) => {
      const slug = KMY_REGISTER_SECTIONS[c.req.valid('param').x];
      const page = slug === undefined ? null : await detailOf(slug);
      if (!page) throw notFound('KMY registration page');
      return detailAnswer(c, page);
    });
}
