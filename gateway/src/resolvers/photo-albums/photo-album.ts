import { buildImage } from '../../domain/media.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { PhotoAlbumResolvers } from '../../generated/resolvers-types.ts';
import { imageRequest } from '../shared/image-args.ts';

const COVER = { width: 400, height: 300, format: 'WEBP', quality: 80 } as const;

export const PhotoAlbum: PhotoAlbumResolvers = {
  id: (album) => encodeGlobalId('PhotoAlbum', album._id),
  internalId: (album) => album._id,
  cover: (album, args, { config }) =>
    album.image ? buildImage(config.mediaBaseUrl, album.image, album.title, imageRequest(args, COVER)) : null,
  /** A detail carries its photos; a listed album reads them from its detail (one call per album and request). */
  photos: async (album, _args, { loaders }) =>
    album.photos ?? (await loaders.photoAlbumBySlug.load(album.slug))?.photos ?? [],
};
