import type { ReactNode } from 'react';
import { RelayProvider } from './RelayProvider';

/**
 * The layout of every route folder whose page renders Relay on the client (`export { RelayLayout as default }`).
 * The root layout has no Relay provider: the home, category and package pages render on the server and load
 * Relay only with their islands (`relayIsland`), so Relay is not in their first-load JavaScript.
 */
export function RelayLayout({ children }: { children: ReactNode }) {
  return <RelayProvider>{children}</RelayProvider>;
}
