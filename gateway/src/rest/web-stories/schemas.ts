import { z } from 'zod';
import { safeLinkOrNull } from '../../domain/safe-url.ts';

/** A labelled link of a slide: a site path or an https URL (any other URL is no link, see `domain/safe-url.ts`). */
const slideLinkSchema = z.object({ url: z.string().min(1), label: z.string() });

/** One slide as `/webstory-list` and `/webstory` answer it. */
export const webStorySlideSchema = z.object({
  position: z.number().int().positive(),
  image: z.string(),
  heading: z.string(),
  text: z.string(),
  link: slideLinkSchema.nullable().transform(safeLinkOrNull),
});

/** A web story with its slides (a `/webstory-list` item). */
export const webStorySchema = z.object({
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  publishedAt: z.string(),
  slides: z.array(webStorySlideSchema),
});

/** `/webstory?filterby=slug`: the story and the slugs of its neighbours in list order. */
export const webStoryDetailSchema = webStorySchema.extend({
  nextSlug: z.string().nullable(),
  previousSlug: z.string().nullable(),
});
