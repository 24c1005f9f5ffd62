'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
// Not re-exported publicly; `router.prefetch` takes it for a whole-page prefetch. A moved module fails the build.
import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
import { useEffect, useRef, type ComponentProps, type FocusEvent, type PointerEvent } from 'react';

type PrefetchOnIntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string };

/** How long a mouse pointer or keyboard focus rests on a link before it counts as intent (instant.page's figure: about one of two such hovers ends in a click). */
export const INTENT_REST_MS = 65;

/**
 * A link to a cached page (web/README.md "Prefetch on intent"). It prefetches the page, whole, once the reader
 * shows intent — a mouse pointer or keyboard focus (`:focus-visible`) resting on it for `INTENT_REST_MS` — and
 * never for being on screen: Next's own prefetch stays off (`prefetch={false}`), so the link is not watched for
 * coming into view again once its prefetch expired, and a phone on a metered connection downloads no page its
 * reader did not open. A tap, or a pointer going straight to a click, is no intent: a prefetch a few ms before the
 * click would only compete with the navigation's own request. Nor is a link that a scroll brings under a mouse at
 * rest: the browser tells it the pointer entered, but the pointer did not move, so the wait starts with a move.
 */
export function PrefetchOnIntentLink({ href, onPointerMove, onPointerLeave, onPointerDown, onFocus, onBlur, ...props }: PrefetchOnIntentLinkProps) {
  const router = useRouter();
  const resting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The pointer's or the focus's visit to the link was already acted on (the wait started, or the link was pressed).
  const visited = useRef(false);
  useEffect(() => () => clearTimeout(resting.current), []);
  const rest = () => {
    if (visited.current) return;
    visited.current = true;
    resting.current = setTimeout(() => router.prefetch(href, { kind: PrefetchKind.FULL }), INTENT_REST_MS);
  };
  const press = () => {
    clearTimeout(resting.current);
    visited.current = true;
  };
  const leave = () => {
    clearTimeout(resting.current);
    visited.current = false;
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerMove={(event: PointerEvent<HTMLAnchorElement>) => {
        if (event.pointerType === 'mouse') rest();
        onPointerMove?.(event);
      }}
      onPointerLeave={(event: PointerEvent<HTMLAnchorElement>) => {
        leave();
        onPointerLeave?.(event);
      }}
      onPointerDown={(event: PointerEvent<HTMLAnchorElement>) => {
        press();
        onPointerDown?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        if (event.currentTarget.matches(':focus-visible')) rest();
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        leave();
        onBlur?.(event);
      }}
    />
  );
}
