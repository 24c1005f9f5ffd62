import { useState, type FocusEvent } from 'react';

/** The Play/Pause toggle (`data-playback-toggle`) rules the playback itself: focusing it must not hold the story. */
const keyboardFocused = (target: Element): boolean => target.matches(':focus-visible') && !target.closest('[data-playback-toggle]');

/**
 * Holds the story while keyboard focus is inside the stage (a slide's link, a tap zone), so a focused slide never
 * hides under it and drops focus to `<body>`; it resumes when focus leaves the stage. Mouse focus (not
 * `:focus-visible`) does not hold it.
 */
export function useFocusPause() {
  const [focused, setFocused] = useState(false);
  const handlers = {
    onFocus: (event: FocusEvent<HTMLElement>) => setFocused(keyboardFocused(event.target)),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
    },
  };
  return { focused, handlers };
}
