import type { VideoObject, WithContext } from 'schema-dts';
import { absoluteUrl } from '@/seo/absoluteUrl';
import { isoDuration } from './isoDuration';

export interface VideoFacts {
  title: string;
  summary: string;
  publishedAt: string;
  durationSeconds: number;
  thumbnailUrl: string | null;
  source: { kind: string; url: string };
}

/**
 * A video's `VideoObject` (Google's video fields: name, thumbnailUrl, uploadDate), URLs absolute on `origin`; a
 * video without a thumbnail names the site's default Open Graph image. A file is its `contentUrl`, a player its `embedUrl`.
 */
export function videoObjectJsonLd(video: VideoFacts, origin: string): WithContext<VideoObject> {
  const source = absoluteUrl(video.source.url, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.summary,
    thumbnailUrl: absoluteUrl(video.thumbnailUrl ?? '/opengraph-image', origin),
    uploadDate: video.publishedAt,
    duration: isoDuration(video.durationSeconds),
    ...(video.source.kind === 'FILE' ? { contentUrl: source } : { embedUrl: source }),
  };
}
