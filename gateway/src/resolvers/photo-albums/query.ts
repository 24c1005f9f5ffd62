import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const photoAlbumsQuery: Pick<QueryResolvers, 'photoAlbums' | 'photoAlbum'> = {
  /** `GET /photo-albums?tag=&page=&limit=`: one call per connection page (see `planRestPages`). */
  photoAlbums: (_root, { tag, first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), (page) =>
      loaders.photoAlbumPage.load({ tag: tag ?? null, ...page }),
    ),
  photoAlbum: (_root, { slug }, { loaders }) => loaders.photoAlbumBySlug.load(slug),
};
