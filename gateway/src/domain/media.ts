export type ImageFormat = 'WEBP' | 'JPEG';

export interface ImageRequest {
  width: number;
  height: number;
  format: ImageFormat;
  quality: number;
}

export interface Image {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** Card images: 370×250 WebP at quality 80 (spec §9). */
export const PACKAGE_IMAGE: ImageRequest = { width: 370, height: 250, format: 'WEBP', quality: 80 };
/** Image tiles: 260×190 (spec §9). */
export const TILE_IMAGE: ImageRequest = { width: 260, height: 190, format: 'WEBP', quality: 80 };

const MEDIA_FORMATS: Record<ImageFormat, string> = { WEBP: 'webp', JPEG: 'jpeg' };

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, Math.round(value)));

/**
 * Builds `${mediaBaseUrl}${path}?w=&h=&fm=&q=` for a media path of the api. Sizes are clamped to the
 * media host's accepted ranges (16..2000 px, quality 1..100) so a client cannot ask for a broken URL.
 */
export function buildImage(mediaBaseUrl: string, path: string, alt: string, request: ImageRequest): Image {
  const width = clamp(request.width, 16, 2000);
  const height = clamp(request.height, 16, 2000);
  const quality = clamp(request.quality, 1, 100);
  const query = `w=${width}&h=${height}&fm=${MEDIA_FORMATS[request.format]}&q=${quality}`;
  return { url: `${absoluteMediaUrl(mediaBaseUrl, path)}?${query}`, width, height, alt };
}

/** A media path of the api (`/media/…`) on the public media origin; an absolute http(s) URL stays as it is. */
export function absoluteMediaUrl(mediaBaseUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${mediaBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
