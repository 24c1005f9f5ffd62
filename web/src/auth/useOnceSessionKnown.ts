'use client';

import { useEffect, useRef, useState } from 'react';
import { useSession } from './useSession';

export type KnownSessionStatus = 'authenticated' | 'unauthenticated';

/**
 * Wraps a press that depends on who the person is (a vote: the login popup for a visitor, the mutation for a user).
 * The session is read after the page hydrates (`AuthSessionProvider`), so a press in that moment is kept and carried
 * out once the session is known, never dropped; later presses run at once. Only the latest waiting press is kept.
 */
export function useOnceSessionKnown<A>(act: (arg: A, status: KnownSessionStatus) => void): (arg: A) => void {
  const { status } = useSession();
  const [waiting, setWaiting] = useState<{ arg: A } | null>(null);
  const latestAct = useRef(act);
  latestAct.current = act;

  useEffect(() => {
    if (waiting == null || status === 'loading') return;
    setWaiting(null);
    latestAct.current(waiting.arg, status);
  }, [waiting, status]);

  return (arg: A) => (status === 'loading' ? setWaiting({ arg }) : act(arg, status));
}
