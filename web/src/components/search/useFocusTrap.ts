'use client';

import { useEffect, type RefObject } from 'react';
import { keepTabWithin, tabbableIn } from '@/lib/a11y/focus';

/**
 * Keeps keyboard focus inside `containerRef` while mounted: Tab and Shift+Tab wrap around its
 * focusable elements, and focus that lands outside it is pulled back.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (containerRef.current) keepTabWithin(containerRef.current, event);
    };
    const onFocusIn = (event: FocusEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        tabbableIn(container)[0]?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [containerRef]);
}
