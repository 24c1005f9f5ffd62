import type { z } from 'zod';
import type { webStoryDetailSchema, webStorySchema, webStorySlideSchema } from './schemas.ts';

/** A list item of `/webstory-list`; a detail (`/webstory`) also carries its neighbours' slugs. */
export type WebStoryModel = z.infer<typeof webStorySchema> & Partial<Pick<WebStoryDetailModel, 'nextSlug' | 'previousSlug'>>;
export type WebStoryDetailModel = z.infer<typeof webStoryDetailSchema>;

/** A slide with its story's title, for the image's alt text: the `WebStorySlide` parent. */
export type WebStorySlideModel = z.infer<typeof webStorySlideSchema> & { storyTitle: string };
