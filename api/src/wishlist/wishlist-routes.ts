import { createRoute, z } from '@hono/zod-openapi';
import { jsonResponses, OK_MESSAGE, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { limitParam, ObjectIdSchema, pageParam } from '../http/query-params.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import type { WishlistDeps, WishlistViewer } from './deps.ts';
import { AddWishlistBody, WishlistIdsAnswer, wishlistTypeQuery } from './schemas.ts';
import { addToWishlist, packageExists, removeFromWishlist, wishlistIds, wishlistPage } from './store.ts';

export const WISHLIST_MESSAGES = { added: 'Added to wishlist', removed: 'Removed from wishlist' } as const;

const idsRoute = createRoute({
  method: 'get',
  path: '/package/get-wishlistids',
  tags: ['wishlist'],
  summary: "The ids of the caller's wishlist, newest first",
  ...userOnly,
  request: { query: wishlistTypeQuery },
  responses: jsonResponses('The ids', WishlistIdsAnswer, [400, 401]),
});

const addRoute = createRoute({
  method: 'post',
  path: '/package/add-wishlist',
  tags: ['wishlist'],
  summary: "Adds a package to the caller's wishlist (again: no change); answers the ids after the change",
  ...userOnly,
  request: jsonBody(AddWishlistBody),
  responses: jsonResponses('Added', WishlistIdsAnswer, [400, 401, 404]),
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/package/delete-wishlist/{id}',
  tags: ['wishlist'],
  summary: "Removes the item `id` (the `wishlisttypeid`) from the caller's wishlist; answers the ids after the change",
  ...userOnly,
  request: { params: z.object({ id: ObjectIdSchema.openapi({ param: { name: 'id', in: 'path' } }) }), query: wishlistTypeQuery },
  responses: jsonResponses('Removed (or was not there)', WishlistIdsAnswer, [400, 401]),
});

/** `include=viewer`: the envelope also carries the caller's profile (`viewer`), so a profile page is one call. */
const includeParam = z.enum(['viewer']).optional().openapi({ description: "`viewer`: add the caller's profile as `GET /user` answers it" });

export function wishlistRoutes<Card>(deps: WishlistDeps<Card>) {
  const { db } = deps;
  const listRoute = createRoute({
    method: 'get',
    path: '/package/get-wishlist',
    tags: ['wishlist'],
    summary: "The caller's wishlisted packages as cards, newest first, paged",
    ...userOnly,
    request: { query: wishlistTypeQuery.extend({ page: pageParam, limit: limitParam, include: includeParam }) },
    responses: jsonResponses('The packages', pagedEnvelopeOf(deps.cards.schema).extend({ viewer: deps.viewer.schema.optional() }), [400, 401]),
  });
  return createRouter()
    .openapi(idsRoute, async (c) => {
      const key = { userId: callerId(c), wishlistType: c.req.valid('query').wishlisttype };
      return c.json({ status: 200, message: OK_MESSAGE, data: await wishlistIds(db, key) }, 200);
    })
    .openapi(addRoute, async (c) => {
      const body = c.req.valid('json');
      const key = { userId: callerId(c), wishlistType: body.wishlisttype };
      if (!(await packageExists(db, body.wishlisttypeid))) throw notFound('Package');
      await addToWishlist(db, key, { itemId: body.wishlisttypeid, source: body.source ?? null, now: deps.now() });
      return c.json({ status: 200, message: WISHLIST_MESSAGES.added, data: await wishlistIds(db, key) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const key = { userId: callerId(c), wishlistType: c.req.valid('query').wishlisttype };
      // Idempotent: removing what is not (or no longer) in the caller's list answers the list as it is, so a
      // double click or a second tab never rolls an optimistic heart back. Only the caller's rows are touched.
      await removeFromWishlist(db, key, c.req.valid('param').id);
      return c.json({ status: 200, message: WISHLIST_MESSAGES.removed, data: await wishlistIds(db, key) }, 200);
    })
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const page = await wishlistPage(db, { userId: callerId(c), wishlistType: query.wishlisttype }, query);
      const [cards, viewer] = await Promise.all([deps.cards.load(db, page.ids), query.include === 'viewer' ? deps.viewer.load(db, c) : undefined]);
      const envelope: ReturnType<typeof pagedEnvelope<Card>> & { viewer?: WishlistViewer } = pagedEnvelope(c, cards, { total: page.total, page: query.page, limit: query.limit });
      if (viewer !== undefined) envelope.viewer = viewer;
      return c.json(envelope, 200);
    });
}
