'use client';

import { useEffect } from 'react';
import { headingIdOf, sectionOfHash } from './profileSections';

function focusSectionOf(hash: string): void {
  const section = sectionOfHash(hash);
  if (!section) return;
  const heading = document.getElementById(headingIdOf(section));
  if (!heading) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * `/profile#Travellers` and the side nav's links: scroll to the section and move focus to its heading —
 * when `ready` (the data is in, so the position no longer moves) and on every later hash change.
 */
export function useSectionDeepLink(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    focusSectionOf(window.location.hash);
    const onHashChange = () => focusSectionOf(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [ready]);
}
