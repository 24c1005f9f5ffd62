'use client';

import { graphql, useFragment } from 'react-relay';
import type { VideoCard_video$key } from '@/__generated__/VideoCard_video.graphql';
import { formatPlainDate } from '@/lib/formatDate';
import { JsonLd } from '@/seo/JsonLd';
import { useSiteOrigin } from '@/seo/SiteOrigin';
import { isoDuration } from './isoDuration';
import { VideoFacade } from './VideoFacade';
import { videoObjectJsonLd } from './videoObjectJsonLd';
import styles from './VideoCard.module.css';

const videoCardFragment = graphql`
  fragment VideoCard_video on Video {
    slug
    title
    summary
    duration
    durationSeconds
    publishedAt
    thumbnail(width: 640, height: 360) {
      url
      ...SizedImage_image
    }
    source {
      kind
      url
      mimeType
    }
  }
`;

/** One video: the click-to-play facade, its title, length and date, and its `VideoObject` JSON-LD. */
export function VideoCard({ video: videoRef, priority = false }: { video: VideoCard_video$key; priority?: boolean }) {
  const video = useFragment(videoCardFragment, videoRef);
  const data = videoObjectJsonLd({ ...video, thumbnailUrl: video.thumbnail?.url ?? null }, useSiteOrigin());
  return (
    <article className={styles.card} id={`video-${video.slug}`} aria-labelledby={`video-${video.slug}-title`}>
      <VideoFacade video={video} priority={priority} />
      <div className={styles.body}>
        <h2 id={`video-${video.slug}-title`} className={styles.title}>
          {video.title}
        </h2>
        <p className={styles.meta}>
          <span>
            <span className="visually-hidden">Length </span>
            <time dateTime={isoDuration(video.durationSeconds)}>{video.duration}</time>
          </span>
          <span aria-hidden="true"> · </span>
          <time dateTime={video.publishedAt}>{formatPlainDate(video.publishedAt.slice(0, 10))}</time>
        </p>
        <p className={styles.summary}>{video.summary}</p>
      </div>
      <JsonLd data={data} />
    </article>
  );
}
