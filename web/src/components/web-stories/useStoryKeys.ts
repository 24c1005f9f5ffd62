import { useEffect, useRef } from 'react';
import { storyKeyAction, type Direction } from './storyNavigation';

/** ArrowRight/ArrowLeft step and Escape closes while the viewer is open (`storyKeyAction`: not with modifiers). */
export function useStoryKeys(onDirection: (direction: Direction) => void, onClose: () => void): void {
  const handlers = useRef({ onDirection, onClose });
  useEffect(() => {
    handlers.current = { onDirection, onClose };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = storyKeyAction(event);
      if (action === 'close') handlers.current.onClose();
      else if (action !== null) handlers.current.onDirection(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
