import type { MouseEvent } from 'react';

/**
 * The props of a button whose call is running: `aria-disabled` and `aria-busy`, with its clicks ignored (which also
 * cancels a form's implicit submission by Enter in a field). Not `disabled`: disabling the focused button would throw
 * a keyboard user's focus to <body> while the server answers.
 */
export function pendingButtonProps(pending: boolean, onClick?: (event: MouseEvent<HTMLButtonElement>) => void) {
  return {
    'aria-disabled': pending || undefined,
    'aria-busy': pending || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (pending) event.preventDefault();
      else onClick?.(event);
    },
  };
}
