'use client';

import Link from 'next/link';
import { graphql, useFragment } from 'react-relay';
import type { StorySlide_slide$key } from '@/__generated__/StorySlide_slide.graphql';
import { SizedImage } from '@/components/media/SizedImage';
import styles from './WebStoryViewer.module.css';

const storySlideFragment = graphql`
  fragment StorySlide_slide on WebStorySlide {
    position
    heading
    text
    link {
      url
      label
    }
    image(width: 540, height: 960) {
      ...SizedImage_image
    }
  }
`;

type StorySlideProps = { slide: StorySlide_slide$key; count: number; current: boolean };

/** One slide: its portrait image full height, its heading and text over it, and its link when it has one. */
export function StorySlide({ slide: slideRef, count, current }: StorySlideProps) {
  const slide = useFragment(storySlideFragment, slideRef);
  return (
    <section
      className={styles.slide}
      data-current={current}
      aria-roledescription="slide"
      aria-label={`${slide.position} of ${count}`}
      data-testid="story-slide"
    >
      {slide.image ? <SizedImage image={slide.image} priority={slide.position === 1} className={styles.image} /> : null}
      <div className={styles.caption}>
        <h2 className={styles.heading}>{slide.heading}</h2>
        <p className={styles.text}>{slide.text}</p>
        {slide.link ? (
          <Link prefetch={false} href={slide.link.url} className={`button ${styles.cta}`}>
            {slide.link.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
