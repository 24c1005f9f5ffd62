'use client';

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { focusFirstIn, keepTabWithin, tabbableIn } from '@/lib/a11y/focus';

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

/** The header's first control, leaving out the search box (focusing it opens the search overlay). */
function firstHeaderControl(): HTMLElement | null {
  const header = document.querySelector<HTMLElement>('header');
  return header ? (tabbableIn(header).find((element) => element.id !== 'site-search') ?? null) : null;
}

/** Frames to wait for the account menu button before settling for the header's first control. */
const ACCOUNT_BUTTON_WAIT_FRAMES = 10;

/**
 * Returns focus to `returnTarget` as the modal `closing` goes. When the target left the page — a sign-in
 * swapped the header's 'Sign In' for the account menu button — focus goes to that button (it may render
 * a few frames after the dialog closes, with the session), else to the header's first control.
 */
function restoreFocus(returnTarget: HTMLElement | null, closing: HTMLElement | null): void {
  if (returnTarget?.isConnected) {
    returnTarget.focus({ preventScroll: true });
    return;
  }
  let framesLeft = ACCOUNT_BUTTON_WAIT_FRAMES;
  const attempt = () => {
    const active = document.activeElement;
    const focusIsLost = !active || active === document.body || Boolean(closing?.contains(active));
    if (!focusIsLost) return;
    const target =
      document.querySelector<HTMLElement>('[data-account-button]') ?? (framesLeft === 0 ? firstHeaderControl() : null);
    if (target) target.focus({ preventScroll: true });
    else if (framesLeft-- > 0) requestAnimationFrame(attempt);
  };
  attempt();
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
      restoreFocus(returnTarget, container);
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
