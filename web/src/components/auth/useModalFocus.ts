'use client';

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { focusFirstIn, keepTabWithin } from '@/lib/a11y/focus';

/** Where each open modal sends focus when it closes. */
const returnTargets = new WeakMap<Element, HTMLElement>();

/**
 * The element focus should return to: the focused one, or, when one modal replaces another (login →
 * sign-up), the element the first modal would have returned to.
 */
function currentReturnTarget(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  const enclosingModal = active.closest('[aria-modal="true"]');
  return (enclosingModal && returnTargets.get(enclosingModal)) ?? active;
}

/**
 * Modal focus for `containerRef`: focus moves in on mount, Tab and Shift+Tab wrap inside it, focus that
 * escapes (a click elsewhere, script) comes back, and on unmount focus returns where it was before.
 */
export function useModalFocus(containerRef: RefObject<HTMLElement | null>): void {
  // Read during the first render: children's effects run before ours and may already have moved focus.
  const [returnTarget] = useState(currentReturnTarget);
  // Set while closing: the trap below must not pull the returning focus back in.
  const released = useRef(false);

  useLayoutEffect(() => {
    const container = containerRef.current;
    released.current = false;
    if (container && returnTarget) returnTargets.set(container, returnTarget);
    // A step inside may already have focused its first field.
    if (container && !container.contains(document.activeElement)) focusFirstIn(container);
    return () => {
      released.current = true;
      if (returnTarget?.isConnected) returnTarget.focus({ preventScroll: true });
    };
  }, [containerRef, returnTarget]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (containerRef.current) keepTabWithin(containerRef.current, event);
    };
    const onFocusIn = (event: FocusEvent) => {
      const container = containerRef.current;
      if (released.current || !container || !(event.target instanceof Node) || container.contains(event.target)) return;
      // Toasts live outside the dialog; reading them must not steal focus back and forth.
      if (event.target instanceof Element && event.target.closest('[data-toaster]')) return;
      focusFirstIn(container);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [containerRef]);
}
