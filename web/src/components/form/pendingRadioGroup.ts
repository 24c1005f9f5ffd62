import type { KeyboardEvent } from 'react';

/** The keys by which a radio group moves its checked option (arrows) or checks the focused one (Space). */
const CHOOSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ']);

/**
 * The props of a radio group (its fieldset) whose last choice is on its way: `aria-disabled`, with the keys that
 * would move focus and the check to another option cancelled, so focus and the checked option stay where they are
 * until the server answers. Not `disabled` (focus would fall to <body>), as a pending button (`pendingButton.ts`).
 */
export function pendingRadioGroupProps(pending: boolean) {
  return {
    'aria-disabled': pending || undefined,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (pending && CHOOSING_KEYS.has(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey) event.preventDefault();
    },
  };
}
