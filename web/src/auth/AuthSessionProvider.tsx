'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { SessionContextValue } from 'next-auth/react';
import { useIsClient } from '@/lib/useIsClient';
import { loadingSession, SessionStateContext } from './useSession';

// next-auth's client (SessionProvider, ~9 KiB compressed) loads after hydration, not with the page.
const SessionBridge = lazy(() => import('./SessionBridge').then((m) => ({ default: m.SessionBridge })));

/**
 * The session for client components (`useSession` of `@/auth/session`). The server never reads the session for the
 * shell (cached pages are the same for everyone), so the browser asks `/api/auth/session` once after hydration,
 * through next-auth's `SessionProvider` (`SessionBridge`, fetched then); until it answers `useSession()` is
 * 'loading' and the personal parts hold their place. The session refetches on window focus;
 * `refetchIntervalSeconds` adds polling (0 = off).
 */
export function AuthSessionProvider({ refetchIntervalSeconds, children }: { refetchIntervalSeconds: number; children: ReactNode }) {
  const [session, setSession] = useState<SessionContextValue>(loadingSession);
  const isClient = useIsClient();
  return (
    <SessionStateContext.Provider value={session}>
      {children}
      {isClient ? (
        <Suspense fallback={null}>
          <SessionBridge refetchIntervalSeconds={refetchIntervalSeconds} onSession={setSession} />
        </Suspense>
      ) : null}
    </SessionStateContext.Provider>
  );
}
