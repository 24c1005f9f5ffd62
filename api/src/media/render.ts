import sharp from 'sharp';
import { buildArtwork } from './artwork.ts';

export type ImageFormat = 'webp' | 'jpeg';
export type RenderRequest = { name: string; title: string; width: number; height: number; format: ImageFormat; quality: number };

export const contentTypes: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/** Rasterises the item's artwork at exactly the requested size and encodes it. */
export async function renderImage(request: RenderRequest): Promise<Uint8Array<ArrayBuffer>> {
  const svg = buildArtwork(request.name, request.title, { width: request.width, height: request.height });
  const image = sharp(Buffer.from(svg)).resize(request.width, request.height, { fit: 'cover' });
  const encoded =
    request.format === 'webp'
      ? await image.webp({ quality: request.quality }).toBuffer()
      : await image.jpeg({ quality: request.quality, mozjpeg: true }).toBuffer();
  return new Uint8Array(encoded);
}
