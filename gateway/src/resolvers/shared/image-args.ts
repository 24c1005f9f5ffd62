import type { ImageFormat, ImageRequest } from '../../domain/media.ts';

export interface ImageArgs {
  width?: number | null;
  height?: number | null;
  format?: ImageFormat | null;
  quality?: number | null;
}

/** The SDL gives every image argument a default, but a client may still send an explicit null. */
export const imageRequest = (args: ImageArgs, defaults: ImageRequest): ImageRequest => ({
  width: args.width ?? defaults.width,
  height: args.height ?? defaults.height,
  format: args.format ?? defaults.format,
  quality: args.quality ?? defaults.quality,
});
