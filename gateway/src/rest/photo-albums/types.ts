import type { z } from 'zod';
import type { photoAlbumDetailSchema, photoAlbumSchema, photoSchema } from './schemas.ts';

/** An album as listed, or as its detail (with `photos`); the parent of every `PhotoAlbum` resolver. */
export type PhotoAlbumModel = z.infer<typeof photoAlbumSchema> & { photos?: PhotoModel[] };
export type PhotoAlbumDetailModel = z.infer<typeof photoAlbumDetailSchema>;
/** One photo of an album; the parent of `Photo`. */
export type PhotoModel = z.infer<typeof photoSchema>;
