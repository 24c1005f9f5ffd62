'use client';

import { SessionProvider, useSession, type SessionContextValue } from 'next-auth/react';
import { useEffect } from 'react';

type SessionBridgeProps = { refetchIntervalSeconds: number; onSession: (session: SessionContextValue) => void };

/** next-auth's `SessionProvider`, loaded after hydration (`AuthSessionProvider`): hands every session change up. */
export function SessionBridge({ refetchIntervalSeconds, onSession }: SessionBridgeProps) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={refetchIntervalSeconds}>
      <ReportSession onSession={onSession} />
    </SessionProvider>
  );
}

function ReportSession({ onSession }: Pick<SessionBridgeProps, 'onSession'>) {
  const session = useSession();
  useEffect(() => onSession(session), [session, onSession]);
  return null;
}
