'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type ComponentProps, type FocusEvent, type PointerEvent } from 'react';

type PrefetchOnIntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/** How long a mouse pointer rests on a link before it counts as intent (instant.page's figure: about one of two such hovers ends in a click). */
export const HOVER_INTENT_MS = 65;

/**
 * A link to a cached page (home, category, package: web/README.md "Prefetch on intent"). It prefetches the page
 * once the reader shows intent — a mouse pointer resting on it for `HOVER_INTENT_MS`, or keyboard focus — never
 * for merely being on screen, so a phone on a metered connection downloads no page its reader did not open.
 * Next's documented hover pattern, with `true` (the whole page; the default would fetch only the route's tree,
 * the pages having no `loading.tsx`). A tap, or a pointer passing straight to a click, is no intent: a prefetch
 * starting a few ms before the click would only compete with the navigation's own request.
 */
export function PrefetchOnIntentLink({ onPointerEnter, onPointerLeave, onPointerDown, onFocus, ...props }: PrefetchOnIntentLinkProps) {
  const [intent, setIntent] = useState(false);
  const resting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resting.current), []);
  return (
    <Link
      {...props}
      prefetch={intent}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        if (event.pointerType === 'mouse' && !intent) resting.current = setTimeout(() => setIntent(true), HOVER_INTENT_MS);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event: PointerEvent<HTMLAnchorElement>) => {
        clearTimeout(resting.current);
        onPointerLeave?.(event);
      }}
      onPointerDown={(event: PointerEvent<HTMLAnchorElement>) => {
        clearTimeout(resting.current);
        onPointerDown?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        if (event.currentTarget.matches(':focus-visible')) setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
