'use client';

import { createContext, useContext } from 'react';
import type { SessionContextValue } from 'next-auth/react';

/** What `useSession()` answers until next-auth's client has loaded and asked the server. */
export const loadingSession: SessionContextValue = { status: 'loading', data: null, update: () => Promise.resolve(null) };

export const SessionStateContext = createContext<SessionContextValue>(loadingSession);

/**
 * next-auth's `useSession()` (status, data, update), without next-auth's client in the page's first load: the layout's
 * `AuthSessionProvider` fills it in once the session is known. Import it from here, not from 'next-auth/react'.
 */
export function useSession(): SessionContextValue {
  return useContext(SessionStateContext);
}
