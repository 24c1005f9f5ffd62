'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { graphql, useFragment } from 'react-relay';
import type { WebStoryViewer_story$key } from '@/__generated__/WebStoryViewer_story.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { WEB_STORIES_PATH } from '@/config/webStoriesRoute';
import { SLIDE_DURATION_MS, stepSlide, type Direction } from './storyNavigation';
import { StoryProgress } from './StoryProgress';
import { StorySlide } from './StorySlide';
import { usePageHidden } from './usePageHidden';
import { useSlideTimer } from './useSlideTimer';
import { useStoryPress } from './useStoryPress';
import { ViewerNoScriptStyle } from './ViewerNoScriptStyle';
import styles from './WebStoryViewer.module.css';

const webStoryViewerFragment = graphql`
  fragment WebStoryViewer_story on WebStory {
    title
    slides {
      position
      image(width: 540, height: 960) {
        url
      }
      ...StorySlide_slide
    }
    nextStory {
      path
    }
    previousStory {
      path
    }
  }
`;

/**
 * The full-screen story viewer: a slide every `SLIDE_DURATION_MS`, taps on the left/right halves, swipes,
 * ArrowLeft/ArrowRight, hold to pause (and paused while the tab is hidden or by the Pause button); after the last
 * slide the next story opens; Escape or Close returns to `/webstories`. Every slide is in the server HTML: without
 * JavaScript the story reads as one page (`ViewerNoScriptStyle`).
 */
export function WebStoryViewer({ story: storyRef }: { story: WebStoryViewer_story$key }) {
  const story = useFragment(webStoryViewerFragment, storyRef);
  const router = useRouter();
  const [index, setIndex] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [mounted, setMounted] = useState(false);
  const hidden = usePageHidden();
  const count = story.slides.length;

  const go = (direction: Direction) => {
    const step = stepSlide(index, count, direction);
    if (step.kind === 'slide') setIndex(step.index);
    else if (step.direction === 'next') router.push(story.nextStory?.path ?? WEB_STORIES_PATH);
    else if (story.previousStory) router.push(story.previousStory.path);
  };
  const { held, handlers } = useStoryPress(go);
  const running = mounted && !pausedByUser && !held && !hidden;
  useSlideTimer(String(index), running, SLIDE_DURATION_MS, () => go('next'));

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go('next');
      else if (event.key === 'ArrowLeft') go('previous');
      else if (event.key === 'Escape') router.push(WEB_STORIES_PATH);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const upcoming = story.slides[index + 1]?.image;
  if (upcoming) preload(upcoming.url, { as: 'image', fetchPriority: 'low' });

  return (
    <div className={styles.viewer} data-state={mounted ? (running ? 'playing' : 'paused') : 'static'} data-testid="story-viewer">
      <ViewerNoScriptStyle />
      <div className={styles.trail}>
        <Breadcrumbs crumbs={[{ label: 'Web Stories', path: WEB_STORIES_PATH }, { label: story.title }]} />
      </div>
      <div className={styles.stage} {...handlers} onDragStart={(event) => event.preventDefault()}>
        <StoryProgress count={count} current={index} paused={!running} durationMs={SLIDE_DURATION_MS} />
        <div className={styles.top}>
          <h1 className={styles.title}>{story.title}</h1>
          <button type="button" className={styles.control} onClick={() => setPausedByUser(!pausedByUser)} aria-pressed={pausedByUser}>
            {pausedByUser ? 'Play' : 'Pause'}
          </button>
          <Link prefetch={false} href={WEB_STORIES_PATH} className={styles.control} aria-label="Close story">
            ✕
          </Link>
        </div>
        {story.slides.map((slide, position) => (
          <StorySlide key={slide.position} slide={slide} count={count} current={position === index} />
        ))}
        <TapZone direction="previous" onStep={go} />
        <TapZone direction="next" onStep={go} />
      </div>
    </div>
  );
}

/**
 * A half of the stage. Pointer taps are read by the stage (`useStoryPress`, which also tells them from holds and
 * swipes); the button itself answers keyboard and assistive-technology clicks (`detail` 0).
 */
function TapZone({ direction, onStep }: { direction: Direction; onStep: (direction: Direction) => void }) {
  return (
    <button
      type="button"
      data-tap-zone
      className={styles.tapZone}
      data-direction={direction}
      aria-label={direction === 'next' ? 'Next slide' : 'Previous slide'}
      onClick={(event) => {
        if (event.detail === 0) onStep(direction);
      }}
    />
  );
}
