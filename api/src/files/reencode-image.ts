import sharp from 'sharp';
import { ApiError } from '../http/errors.ts';
import type { FileKind } from './file-kinds.ts';
import { FILE_MESSAGES as MSG } from './messages.ts';

/** 40 megapixels: any phone photo passes, a decompression bomb does not. */
export const DEFAULT_MAX_PIXELS = 40_000_000;

/**
 * Decodes and encodes an image again in its own format: EXIF (GPS, camera), XMP and comments are dropped (sharp
 * keeps no metadata unless asked), the orientation is applied to the pixels first, and anything hidden after
 * the image data is gone.
 */
export async function reencodeImage(bytes: Uint8Array, kind: Exclude<FileKind, 'pdf'>, maxPixels = DEFAULT_MAX_PIXELS): Promise<Uint8Array> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata(); // the header only: no pixels decoded yet
  } catch {
    throw new ApiError(400, MSG.unreadableImage(kind));
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) throw new ApiError(400, MSG.tooManyPixels(maxPixels));
  const rotated = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false }).rotate();
  const encoder = kind === 'jpeg' ? rotated.jpeg({ quality: 88 }) : kind === 'png' ? rotated.png() : rotated.webp({ quality: 88 });
  try {
    return new Uint8Array(await encoder.toBuffer());
  } catch {
    throw new ApiError(400, MSG.unreadableImage(kind));
  }
}
