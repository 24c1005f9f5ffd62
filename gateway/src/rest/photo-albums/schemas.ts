import { z } from 'zod';

/** A photo album as `GET /photo-albums` lists it (without its photos). */
export const photoAlbumSchema = z.object({
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  tags: z.array(z.string()),
  photoCount: z.number().int().nonnegative(),
  publishedAt: z.string(),
});

/** One photo of an album: `width`/`height` are the original's (its aspect ratio). */
export const photoSchema = z.object({
  _id: z.string().min(1),
  position: z.number().int().positive(),
  image: z.string(),
  caption: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** `GET /photo-albums?filterby=slug&query=`: the album with its photos. */
export const photoAlbumDetailSchema = photoAlbumSchema.extend({ photos: z.array(photoSchema) });
