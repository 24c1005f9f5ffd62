import { buildImage } from '../../domain/media.ts';
import type { WebStorySlideResolvers } from '../../generated/resolvers-types.ts';
import { imageRequest } from '../shared/image-args.ts';

/** A full-screen portrait slide: 540×960 WebP (2× a 270×480 phone viewport). */
const SLIDE_IMAGE = { width: 540, height: 960, format: 'WEBP', quality: 80 } as const;

export const WebStorySlide: WebStorySlideResolvers = {
  image: (slide, args, { config }) =>
    slide.image
      ? buildImage(config.mediaBaseUrl, slide.image, `${slide.storyTitle}: ${slide.heading}`, imageRequest(args, SLIDE_IMAGE))
      : null,
};
