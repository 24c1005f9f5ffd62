'use client';

import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { graphql, useFragment } from 'react-relay';
import type { WebStoryCard_story$key } from '@/__generated__/WebStoryCard_story.graphql';
import { SizedImage } from '@/components/media/SizedImage';
import styles from './WebStoryCard.module.css';

const webStoryCardFragment = graphql`
  fragment WebStoryCard_story on WebStory {
    title
    summary
    path
    cover(width: 270, height: 480) {
      ...SizedImage_image
    }
  }
`;

/** A story's portrait cover with its title, linking to the full-screen viewer. */
export function WebStoryCard({ story: storyRef, priority = false }: { story: WebStoryCard_story$key; priority?: boolean }) {
  const story = useFragment(webStoryCardFragment, storyRef);
  return (
    <PrefetchOnIntentLink href={story.path} className={styles.card}>
      {story.cover ? <SizedImage image={story.cover} decorative priority={priority} className={styles.cover} /> : null}
      <span className={styles.text}>
        <span className={styles.title}>{story.title}</span>
        <span className={styles.summary}>{story.summary}</span>
      </span>
    </PrefetchOnIntentLink>
  );
}
