'use client';

import { useEffect, type RefObject } from 'react';
import { focusFirstIn, keepTabWithin } from '@/lib/a11y/focus';

/**
 * Keeps keyboard focus inside `containerRef` while mounted: Tab and Shift+Tab wrap around its focusable
 * elements, and focus that lands outside (a click elsewhere, script) is pulled back — except into the
 * toasts, which live outside every dialog, and once `releasedRef` says the dialog is closing.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, releasedRef?: RefObject<boolean>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (containerRef.current) keepTabWithin(containerRef.current, event);
    };
    const onFocusIn = (event: FocusEvent) => {
      const container = containerRef.current;
      if (releasedRef?.current || !container || !(event.target instanceof Node) || container.contains(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[data-toaster]')) return;
      focusFirstIn(container);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [containerRef, releasedRef]);
}
