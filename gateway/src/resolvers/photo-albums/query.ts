import { isContentSlug } from '../../domain/content-slug.ts';
import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const photoAlbumsQuery: Pick<QueryResolvers, 'photoAlbums' | 'photoAlbum'> = {
  /** `GET /photo-albums?tag=&page=&limit=`: one call per connection page (see `planRestPages`); a tag that is no slug is an empty connection without a call. */
  photoAlbums: (_root, { tag, first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), async (page) =>
      tag == null || isContentSlug(tag) ? loaders.photoAlbumPage.load({ tag: tag ?? null, ...page }) : { items: [], total: 0 },
    ),
  photoAlbum: (_root, { slug }, { loaders }) => loaders.photoAlbumBySlug.load(slug),
};
