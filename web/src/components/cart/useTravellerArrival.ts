'use client';

import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** `saved`: a traveller just saved inline (brought into view, focused whatever has focus); else one just ticked. */
type Arrival = { id: string; settled: boolean; saved: boolean };

/**
 * Keeps the customer at the traveller list after 'Save traveller'. The inline form goes and the page gets shorter,
 * so the view would be left on whatever moves up under it (on a phone, the coupon and payment), and focus would be
 * lost with the form's button. The saved traveller's row is brought into view in the commit that removes the form;
 * once the cart has taken them (`settle`), focus moves to their checkbox — or to the list's heading when no seat is
 * left for them (their checkbox stays disabled). A ticked or unticked traveller (`toggled`) gets the same focus
 * back once the cart has answered: their checkbox is disabled meanwhile, which throws focus to <body>; focus the
 * customer has moved elsewhere meanwhile stays there.
 */
export function useTravellerArrival(listRef: RefObject<HTMLElement | null>, headingRef: RefObject<HTMLElement | null>) {
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const inView = useRef(false);

  // Every commit: the row may come a render after the form goes, and the checkbox is enabled only once settled.
  useLayoutEffect(() => {
    if (arrival === null) return;
    const checkbox = listRef.current?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(arrival.id)}"]`);
    if (!checkbox) return;
    if (arrival.saved && !inView.current) {
      checkbox.closest('li')?.scrollIntoView({ block: 'center' });
      inView.current = true;
    }
    if (!arrival.settled) return;
    const active = document.activeElement;
    if (arrival.saved || !active || active === document.body || active === checkbox) {
      (checkbox.disabled ? headingRef.current : checkbox)?.focus({ preventScroll: true });
    }
    inView.current = false;
    setArrival(null);
  });

  return {
    /** The traveller just saved: bring them into view. */
    arrive: (id: string) => setArrival({ id, settled: false, saved: true }),
    /** Their cart change is done: focus them. */
    settle: (id: string) => setArrival({ id, settled: true, saved: true }),
    /** The cart change of a ticked or unticked traveller is done: their checkbox has focus again. */
    toggled: (id: string) => setArrival({ id, settled: true, saved: false }),
  };
}
