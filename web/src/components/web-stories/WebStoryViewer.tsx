'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { graphql, useFragment } from 'react-relay';
import type { WebStoryViewer_story$key } from '@/__generated__/WebStoryViewer_story.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { WEB_STORIES_PATH } from '@/config/webStoriesRoute';
import { SLIDE_DURATION_MS, slideAnnouncement, stepSlide, type Direction } from './storyNavigation';
import { StoryProgress } from './StoryProgress';
import { StorySlide } from './StorySlide';
import { TapZone } from './TapZone';
import { useFocusPause } from './useFocusPause';
import { usePageHidden } from './usePageHidden';
import { useSlideTimer } from './useSlideTimer';
import { useStoryKeys } from './useStoryKeys';
import { useStoryPress } from './useStoryPress';
import { ViewerNoScriptStyle } from './ViewerNoScriptStyle';
import styles from './WebStoryViewer.module.css';

const webStoryViewerFragment = graphql`
  fragment WebStoryViewer_story on WebStory {
    title
    slides {
      position
      heading
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
 * ArrowLeft/ArrowRight (not with Alt/Ctrl/Meta), hold to pause (and paused while the tab is hidden, while keyboard
 * focus is in the stage, or by the Pause button; it starts paused under reduced motion); after the last slide the next story opens; Escape or Close returns
 * to `/webstories`. A live region says "n of m: heading", politely while paused, silent while playing. Every slide is in the
 * server HTML: without JavaScript the story reads as one page (`ViewerNoScriptStyle`).
 */
export function WebStoryViewer({ story: storyRef }: { story: WebStoryViewer_story$key }) {
  const story = useFragment(webStoryViewerFragment, storyRef);
  const router = useRouter();
  const [index, setIndex] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [mounted, setMounted] = useState(false);
  const hidden = usePageHidden();
  const count = story.slides.length;

  const stage = useRef<HTMLDivElement>(null);
  const go = (direction: Direction) => {
    const step = stepSlide(index, count, direction);
    if (step.kind === 'slide') {
      // A focused slide is about to hide: keep focus in the stage instead of letting it drop to <body>.
      if (document.activeElement?.closest('[data-testid="story-slide"]')) stage.current?.focus();
      setIndex(step.index);
    } else if (step.direction === 'next') router.push(story.nextStory?.path ?? WEB_STORIES_PATH);
    else if (story.previousStory) router.push(story.previousStory.path);
  };
  const { held, handlers } = useStoryPress(go);
  const { focused, handlers: focusHandlers } = useFocusPause();
  const running = mounted && !pausedByUser && !held && !hidden && !focused;
  useSlideTimer(String(index), running, SLIDE_DURATION_MS, () => go('next'));
  useStoryKeys(go, () => router.push(WEB_STORIES_PATH));
  useEffect(() => {
    // Under `prefers-reduced-motion: reduce` the story starts paused (WCAG 2.2.2): the reader steps through it, or
    // presses Play to let it run.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPausedByUser(true);
    setMounted(true);
  }, []);

  const upcoming = story.slides[index + 1]?.image;
  if (upcoming) preload(upcoming.url, { as: 'image', fetchPriority: 'low' });

  return (
    <div className={styles.viewer} data-state={mounted ? (running ? 'playing' : 'paused') : 'static'} data-testid="story-viewer">
      <ViewerNoScriptStyle />
      <div className={styles.trail}>
        <Breadcrumbs crumbs={[{ label: 'Web Stories', path: WEB_STORIES_PATH }, { label: story.title }]} />
      </div>
      <p className="visually-hidden" aria-live={running ? 'off' : 'polite'} data-testid="story-announcer">
        {slideAnnouncement(index, count, story.slides[index]?.heading ?? '')}
      </p>
      <div ref={stage} tabIndex={-1} className={styles.stage} {...handlers} {...focusHandlers} onDragStart={(event) => event.preventDefault()}>
        <StoryProgress count={count} current={index} paused={!running} durationMs={SLIDE_DURATION_MS} />
        <div className={styles.top}>
          <h1 className={styles.title}>{story.title}</h1>
          <button type="button" data-playback-toggle className={styles.control} onClick={() => setPausedByUser(!pausedByUser)} aria-pressed={pausedByUser}>
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

