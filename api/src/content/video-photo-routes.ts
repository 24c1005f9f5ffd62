import { createRoute, z } from '@hono/zod-openapi';
import { envelope, envelopeOf, jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { SlugSchema } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { albumBySlug, albumsByIds, pageAlbums } from './album-queries.ts';
import { setContentTags } from './cache-tags.ts';
import type { ContentDeps } from './deps.ts';
import { batchPage, bySlugQuery, idsQuery, inOrderOf, listMode, pagingQuery } from './list-query.ts';
import { PhotoAlbumDetailSchema, PhotoAlbumSchema, VideoSchema } from './schemas.ts';
import { pageVideos, videoBySlug, videosByIds } from './video-queries.ts';

const taggedQuery = z.object({
  ...pagingQuery(),
  ...idsQuery,
  ...bySlugQuery,
  tag: SlugSchema.optional().openapi({ param: { name: 'tag', in: 'query' }, example: 'kmy' }),
});

const albumsQuery = taggedQuery.extend({
  tagFirst: SlugSchema.optional().openapi({
    param: { name: 'tagFirst', in: 'query' },
    description: 'The albums with this tag first, then the others, each part newest first (the photos page: kmy)',
    example: 'kmy',
  }),
});

const videosRoute = createRoute({
  method: 'get',
  path: '/videos',
  tags: ['videos'],
  summary: 'A page of videos (optionally by tag, e.g. kmy), a batch by id, or one video by slug',
  request: { query: taggedQuery },
  responses: jsonResponses('A page of videos, or one video', z.union([pagedEnvelopeOf(VideoSchema), envelopeOf(VideoSchema)]), [400, 401, 404]),
});

const albumsRoute = createRoute({
  method: 'get',
  path: '/photo-albums',
  tags: ['photos'],
  summary: 'A page of photo albums (optionally by tag, or with a tag first), a batch by id, or one album by slug with its photos',
  request: { query: albumsQuery },
  responses: jsonResponses('A page of albums, or one album', z.union([pagedEnvelopeOf(PhotoAlbumSchema), envelopeOf(PhotoAlbumDetailSchema)]), [400, 401, 404]),
});

/** `/videos` and `/photo-albums`. */
export function videoAndPhotoRoutes({ db }: ContentDeps) {
  return createRouter()
    .openapi(videosRoute, async (c) => {
      setContentTags(c);
      const query = c.req.valid('query');
      const mode = listMode(query, query.tag !== undefined);
      if (mode.kind === 'slug') {
        const video = await videoBySlug(db, mode.slug);
        if (!video) throw notFound('Video');
        return c.json(envelope(video), 200);
      }
      if (mode.kind === 'ids') {
        const items = inOrderOf(mode.ids, await videosByIds(db, mode.ids));
        return c.json(pagedEnvelope(c, items, batchPage(items.length)), 200);
      }
      const { items, total } = await pageVideos(db, query, mode);
      return c.json(pagedEnvelope(c, items, { total, page: mode.page, limit: mode.limit }), 200);
    })
    .openapi(albumsRoute, async (c) => {
      setContentTags(c);
      const query = c.req.valid('query');
      const mode = listMode(query, query.tag !== undefined || query.tagFirst !== undefined);
      if (mode.kind === 'slug') {
        const album = await albumBySlug(db, mode.slug);
        if (!album) throw notFound('Photo album');
        return c.json(envelope(album), 200);
      }
      if (mode.kind === 'ids') {
        const items = inOrderOf(mode.ids, await albumsByIds(db, mode.ids));
        return c.json(pagedEnvelope(c, items, batchPage(items.length)), 200);
      }
      const { items, total } = await pageAlbums(db, query, mode);
      return c.json(pagedEnvelope(c, items, { total, page: mode.page, limit: mode.limit }), 200);
    });
}
