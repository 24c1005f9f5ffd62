import { isContentSlug } from '../../domain/content-slug.ts';
import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const photoAlbumsQuery: Pick<QueryResolvers, 'photoAlbums' | 'photoAlbum'> = {
  /**
   * `GET /photo-albums?tag=&tagFirst=&page=&limit=`: one call per connection page (see `planRestPages`); a `tag` that
   * is no slug is an empty connection without a call, a `tagFirst` that is none orders nothing (no album has it).
   */
  photoAlbums: (_root, { tag, tagFirst, first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), async (page) =>
      tag == null || isContentSlug(tag)
        ? loaders.photoAlbumPage.load({ tag: tag ?? null, tagFirst: tagFirst != null && isContentSlug(tagFirst) ? tagFirst : null, ...page })
        : { items: [], total: 0 },
    ),
  photoAlbum: (_root, { slug }, { loaders }) => loaders.photoAlbumBySlug.load(slug),
};
