import styles from './WebStoryViewer.module.css';

type StoryProgressProps = { count: number; current: number; paused: boolean; durationMs: number };

/**
 * One bar per slide: the shown ones full, the current one filling over the slide's duration (held still while
 * paused; a static half fill under `prefers-reduced-motion`), the rest empty. The slide's own label says
 * where it is, so the bars are decoration.
 */
export function StoryProgress({ count, current, paused, durationMs }: StoryProgressProps) {
  return (
    <div className={styles.progress} aria-hidden="true" data-testid="story-progress">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.bar} data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}>
          <span
            key={index === current ? `current-${current}` : 'still'}
            className={styles.fill}
            style={index === current ? { animationDuration: `${durationMs}ms`, animationPlayState: paused ? 'paused' : 'running' } : undefined}
          />
        </span>
      ))}
    </div>
  );
}
