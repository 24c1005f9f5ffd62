'use client';

import { useEffect, useRef, useState } from 'react';
import type { SizedImage_image$key } from '@/__generated__/SizedImage_image.graphql';
import { SizedImage } from '@/components/media/SizedImage';
import styles from './VideoFacade.module.css';

type VideoFacadeProps = {
  /** What `VideoCard_video` selected: plain props, so the page query stays within the gateway's depth limit. */
  video: {
    title: string;
    duration: string;
    thumbnail: SizedImage_image$key | null | undefined;
    source: { kind: 'FILE' | 'EMBED' | '%future added value'; url: string; mimeType: string | null | undefined };
  };
  priority?: boolean;
};

/**
 * Click to play: until the button is pressed only the thumbnail is on the page, so nothing is requested from the
 * video's file or player. Pressing it puts the `<video>` (a file) or `<iframe>` (an embed) in the same 16:9 box and
 * moves focus to it.
 */
export function VideoFacade({ video, priority = false }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLVideoElement & HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  if (playing && video.source.kind === 'EMBED') {
    return (
      <div className={styles.frame}>
        <iframe ref={playerRef} src={video.source.url} title={video.title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen className={styles.player} />
      </div>
    );
  }
  if (playing) {
    return (
      <div className={styles.frame}>
        <video ref={playerRef} controls autoPlay playsInline preload="metadata" aria-label={video.title} className={styles.player}>
          <source src={video.source.url} type={video.source.mimeType ?? undefined} />
        </video>
      </div>
    );
  }
  return (
    <button type="button" className={styles.frame} aria-label={`Play ${video.title}`} onClick={() => setPlaying(true)}>
      {video.thumbnail ? <SizedImage image={video.thumbnail} decorative priority={priority} className={styles.thumbnail} /> : null}
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </span>
      <span className={styles.duration} aria-hidden="true">
        {video.duration}
      </span>
    </button>
  );
}
