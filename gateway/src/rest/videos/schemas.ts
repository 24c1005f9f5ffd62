import { z } from 'zod';

/** Where a video plays from: a media path of a WebM file, or an embeddable player URL (CONTRACT.md `VideoSource`). */
export const videoSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), url: z.string().min(1), mimeType: z.string() }),
  z.object({ kind: z.literal('embed'), url: z.string().min(1), mimeType: z.null() }),
]);

/** A video as `GET /videos` answers it, in every mode (page, `id[]`, `filterby=slug`). */
export const videoSchema = z.object({
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  durationSeconds: z.number().int().nonnegative(),
  duration: z.string(),
  tags: z.array(z.string()),
  source: videoSourceSchema,
  publishedAt: z.string(),
});
