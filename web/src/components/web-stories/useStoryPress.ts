import { useRef, useState, type PointerEvent } from 'react';
import { directionOfPress, type Direction } from './storyNavigation';

interface PressStart {
  pointerId: number;
  x: number;
  y: number;
  left: number;
  width: number;
  at: number;
}

/** Links and the viewer's own buttons keep their clicks; the two tap zones are part of the stage. */
const isControl = (target: EventTarget): boolean => target instanceof Element && target.closest('a, button:not([data-tap-zone])') !== null;

/**
 * Pointer gestures on the story stage: while a pointer is down the story is held (paused); on release a tap on a
 * half or a swipe steps (`directionOfPress`), a long hold only resumes.
 */
export function useStoryPress(onDirection: (direction: Direction) => void) {
  const [held, setHeld] = useState(false);
  const press = useRef<PressStart | null>(null);
  const release = () => {
    press.current = null;
    setHeld(false);
  };
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || isControl(event.target)) return;
      const { left, width } = event.currentTarget.getBoundingClientRect();
      press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, left, width, at: performance.now() };
      event.currentTarget.setPointerCapture(event.pointerId);
      setHeld(true);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = press.current;
      if (start === null || start.pointerId !== event.pointerId) return;
      release();
      const direction = directionOfPress({
        dx: event.clientX - start.x,
        dy: event.clientY - start.y,
        heldMs: performance.now() - start.at,
        x: start.x - start.left,
        width: start.width,
      });
      if (direction !== null) onDirection(direction);
    },
    onPointerCancel: release,
  };
  return { held, handlers };
}
