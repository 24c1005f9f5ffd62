'use client';

import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';

/**
 * next-auth's session context for client components. The server never reads the session for the shell
 * (cached pages are the same for everyone), so the browser asks `/api/auth/session` once after hydration;
 * until it answers `useSession()` is 'loading' and the personal parts hold their place. The session
 * refetches on window focus; `refetchIntervalSeconds` adds polling (0 = off).
 */
export function AuthSessionProvider({ refetchIntervalSeconds, children }: { refetchIntervalSeconds: number; children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={refetchIntervalSeconds}>
      {children}
    </SessionProvider>
  );
}
