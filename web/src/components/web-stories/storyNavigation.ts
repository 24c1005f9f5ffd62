/** Each slide shows for 5 s before the viewer moves on (the common web-story pace: time to read a sentence or two). */
export const SLIDE_DURATION_MS = 5_000;
/** A horizontal move of at least this many CSS pixels is a swipe, not a tap. */
export const SWIPE_MIN_PX = 40;
/** A press held this long is a hold (it paused the story), not a tap. */
export const HOLD_MIN_MS = 500;

export type Direction = 'next' | 'previous';

/** Where a step leads: another slide of this story, or past its first or last slide to the neighbouring story. */
export type StoryStep = { kind: 'slide'; index: number } | { kind: 'story'; direction: Direction };

export function stepSlide(index: number, count: number, direction: Direction): StoryStep {
  const target = direction === 'next' ? index + 1 : index - 1;
  if (target >= count) return { kind: 'story', direction: 'next' };
  if (target < 0) return { kind: 'story', direction: 'previous' };
  return { kind: 'slide', index: target };
}

export interface Press {
  /** Pointer movement between down and up, CSS pixels. */
  dx: number;
  dy: number;
  /** How long the pointer was down. */
  heldMs: number;
  /** Where it went down, from the left edge of the viewer, and the viewer's width. */
  x: number;
  width: number;
}

/** A swipe left goes on, right goes back; a short tap goes back on the left half, on on the right; a hold does nothing. */
export function directionOfPress({ dx, dy, heldMs, x, width }: Press): Direction | null {
  if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) return dx < 0 ? 'next' : 'previous';
  if (heldMs >= HOLD_MIN_MS || Math.hypot(dx, dy) >= SWIPE_MIN_PX) return null;
  return x < width / 2 ? 'previous' : 'next';
}

/** The modifier keys whose arrow presses belong to the browser (Alt+Arrow is history) or the system, not the story. */
export interface StoryKey {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** What a key press does in the viewer: ArrowRight/ArrowLeft step, Escape closes; with Alt, Ctrl or Meta held nothing. */
export function storyKeyAction({ key, altKey, ctrlKey, metaKey }: StoryKey): Direction | 'close' | null {
  if (altKey || ctrlKey || metaKey) return null;
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'previous';
  return key === 'Escape' ? 'close' : null;
}

/** What the live region says of the current slide: "2 of 5: Walk it with us". */
export function slideAnnouncement(index: number, count: number, heading: string): string {
  return `${index + 1} of ${count}: ${heading}`;
}
