'use client';

import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';

/**
 * next-auth's session context for client components. `session` is what the server already read for this
 * request (null for a visitor), so the first HTML shows the right header state without a fetch.
 * The session refetches on window focus; `refetchIntervalSeconds` adds polling (0 = off).
 */
export function AuthSessionProvider({
  session,
  refetchIntervalSeconds,
  children,
}: {
  session: Session | null;
  refetchIntervalSeconds: number;
  children: ReactNode;
}) {
  return (
    <SessionProvider session={session} refetchOnWindowFocus refetchInterval={refetchIntervalSeconds}>
      {children}
    </SessionProvider>
  );
}
