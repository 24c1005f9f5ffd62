'use client';

import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { focusFirstIn, tabbableIn } from '@/lib/a11y/focus';
import { inertOutside } from '@/lib/a11y/inertOutside';
import { useFocusTrap } from './useFocusTrap';

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

/**
 * Where focus goes when a modal that no control opened closes (the login popup /profile opens by itself, a timed
 * popup): the main content's heading, made focusable by script only (tabindex -1), else <main>, never <body>.
 */
function pageStart(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  const heading = main?.querySelector<HTMLElement>('h1') ?? null;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading ?? main;
}

/** Frames to wait for the account menu button before settling for the header's first control. */
const ACCOUNT_BUTTON_WAIT_FRAMES = 10;

/**
 * Returns focus to `returnTarget` as the modal `closing` goes; to the page's start (`pageStart`) when that was
 * <body>. When the target left the page — a sign-in swapped the header's 'Sign In' for the account menu button —
 * focus goes to that button (it may render a few frames after the dialog closes, with the session), else to the
 * header's first control.
 */
function restoreFocus(returnTarget: HTMLElement | null, closing: HTMLElement | null): void {
  if (returnTarget === document.body) {
    pageStart()?.focus({ preventScroll: true });
    return;
  }
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
 * Modal focus for `containerRef`: focus moves in on mount and is kept inside (`useFocusTrap`), the page behind is
 * inert (`inertOutside`) while it is open, and on unmount focus returns where it was before — unless `returnFocus`
 * is false (the owner returns it itself).
 */
export function useModalFocus(containerRef: RefObject<HTMLElement | null>, returnFocus = true): void {
  // Read during the first render: children's effects run before ours and may already have moved focus.
  const [returnTarget] = useState(currentReturnTarget);
  // Set while closing: the trap must not pull the returning focus back in.
  const released = useRef(false);
  useFocusTrap(containerRef, released);

  useLayoutEffect(() => {
    const container = containerRef.current;
    released.current = false;
    if (container && returnTarget) returnTargets.set(container, returnTarget);
    // A step inside may already have focused its first field.
    if (container && !container.contains(document.activeElement)) focusFirstIn(container);
    // Only once focus is inside: making the focused element inert would blur it (the header's search box closes
    // the search overlay on a blur to outside it).
    const releaseBackground = container ? inertOutside(container) : undefined;
    return () => {
      released.current = true;
      // Before focus returns: an inert element takes no focus.
      releaseBackground?.();
      if (returnFocus) restoreFocus(returnTarget, container);
    };
  }, [containerRef, returnTarget, returnFocus]);
}
