import { nearestMediaQuality, nearestMediaSize } from '@pilgrim/schema/rules';

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

/**
 * Builds `${mediaBaseUrl}${path}?w=&h=&fm=&q=` for a media path of the api. The media host renders only the
 * allow-list of `schema/rules/media.ts` (the clients' sizes at 1× and 2×), so the size snaps to the nearest
 * allowed one and the quality likewise: a client can never build a URL the api refuses.
 */
export function buildImage(mediaBaseUrl: string, path: string, alt: string, request: ImageRequest): Image {
  const { width, height } = nearestMediaSize(request.width, request.height);
  const quality = nearestMediaQuality(request.quality);
  const query = `w=${width}&h=${height}&fm=${MEDIA_FORMATS[request.format]}&q=${quality}`;
  return { url: `${absoluteMediaUrl(mediaBaseUrl, path)}?${query}`, width, height, alt };
}

/** A media path of the api (`/media/…`) on the public media origin; an absolute http(s) URL stays as it is. */
export function absoluteMediaUrl(mediaBaseUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${mediaBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
