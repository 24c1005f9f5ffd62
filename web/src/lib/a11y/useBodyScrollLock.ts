'use client';

import { useLayoutEffect } from 'react';

/** Stops the page behind a modal from scrolling; pads for the vanished scrollbar so nothing shifts. */
export function useBodyScrollLock(): void {
  useLayoutEffect(() => {
    const { body, documentElement } = document;
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);
}
