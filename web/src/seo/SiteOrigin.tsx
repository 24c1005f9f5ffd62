'use client';

import { createContext, useContext, type ReactNode } from 'react';

const SiteOriginContext = createContext('http://localhost:3000');

/**
 * The site's public origin (`SITE_URL`, read on the server by the layout) for client components that build
 * absolute URLs (JSON-LD): the server render and hydration use the same value.
 */
export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

export const useSiteOrigin = (): string => useContext(SiteOriginContext);
