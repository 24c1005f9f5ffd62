'use client';

import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps keyboard focus when an action swaps one control for another (a coupon's code field for its 'Remove'
 * button, a disclosure's button for its form's first field): give `target` as the ref of the control each `state`
 * leads to, call `expectSwap()` as the action starts and, once `state` has changed, focus moves to that control
 * (when enabled) instead of falling to <body>. A failed action calls `cancelSwap()`. Focus the customer has moved
 * to another control meanwhile stays there.
 */
export function useFocusOnSwap(state: string) {
  const element = useRef<HTMLElement | null>(null);
  const swappingFrom = useRef<string | null>(null);
  const focusedAtStart = useRef<Element | null>(null);
  const target = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);

  useLayoutEffect(() => {
    const node = element.current;
    if (swappingFrom.current == null || swappingFrom.current === state || !node || node.matches(':disabled')) return;
    swappingFrom.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || active === focusedAtStart.current) node.focus();
  });

  const expectSwap = () => {
    swappingFrom.current = state;
    focusedAtStart.current = document.activeElement;
  };
  const cancelSwap = () => {
    swappingFrom.current = null;
  };
  return { target, expectSwap, cancelSwap };
}
