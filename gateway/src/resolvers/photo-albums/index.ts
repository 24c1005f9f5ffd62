import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Photo } from './photo.ts';
import { PhotoAlbum } from './photo-album.ts';
import { photoAlbumsQuery } from './query.ts';

/** The photo albums domain: `Query.photoAlbums` / `Query.photoAlbum` (REST `GET /photo-albums`), `PhotoAlbum`, `Photo`. */
export const photoAlbumsResolvers: Resolvers = { Query: photoAlbumsQuery, PhotoAlbum, Photo };
