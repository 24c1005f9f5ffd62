import { useEffect, useEffectEvent } from 'react';
import { storyKeyAction, type Direction } from './storyNavigation';

/**
 * ArrowRight/ArrowLeft step and Escape closes while the viewer is open (`storyKeyAction`: not with modifiers). The
 * handlers are an Effect Event, so a key pressed right after a slide changed already sees the new slide: a ref
 * updated in a passive effect could still hold the last render's (a press between the commit and that effect
 * stepped from the old slide, to the one already shown).
 */
export function useStoryKeys(onDirection: (direction: Direction) => void, onClose: () => void): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const action = storyKeyAction(event);
    if (action === 'close') onClose();
    else if (action !== null) onDirection(action);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
