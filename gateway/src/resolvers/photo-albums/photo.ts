import { fitWithin } from '../../domain/fit-within.ts';
import { buildImage } from '../../domain/media.ts';
import type { PhotoResolvers } from '../../generated/resolvers-types.ts';
import { imageRequest } from '../shared/image-args.ts';

const PHOTO = { width: 400, height: 300, format: 'WEBP', quality: 80 } as const;

export const Photo: PhotoResolvers = {
  /**
   * `width`×`height` is a box: the photo comes at the largest size of its own aspect ratio that fits in it
   * (`fitWithin`), so portrait photos are never cropped and the answered size is the image's real one.
   */
  image: (photo, args, { config }) => {
    const request = imageRequest(args, PHOTO);
    const size = fitWithin(photo, request);
    return buildImage(config.mediaBaseUrl, photo.image, photo.caption, { ...request, ...size });
  },
};
