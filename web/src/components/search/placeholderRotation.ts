/** Spec §2: the search placeholder rotates through these destinations, in this order. */
export const PLACEHOLDER_DESTINATIONS = [
  'Kailash',
  'Adi Kailash',
  'Char Dham',
  'Nepal',
  'Bhutan',
  'Tibet',
] as const;

/** Spec §2: a new destination every 1.5 s ... */
export const PLACEHOLDER_ROTATION_MS = 1500;
/** ... faded in over 0.5 s. */
export const PLACEHOLDER_FADE_MS = 500;

export const PLACEHOLDER_PREFIX = 'Search';

/** The destination shown at a step of the rotation; steps wrap around the list. */
export function placeholderDestination(step: number): string {
  const count = PLACEHOLDER_DESTINATIONS.length;
  return PLACEHOLDER_DESTINATIONS[((step % count) + count) % count] ?? PLACEHOLDER_DESTINATIONS[0];
}
