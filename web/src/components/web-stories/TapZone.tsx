import type { Direction } from './storyNavigation';
import styles from './WebStoryViewer.module.css';

/**
 * A half of the stage. Pointer taps are read by the stage (`useStoryPress`, which also tells them from holds and
 * swipes); the button itself answers keyboard and assistive-technology clicks (`detail` 0).
 */
export function TapZone({ direction, onStep }: { direction: Direction; onStep: (direction: Direction) => void }) {
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
