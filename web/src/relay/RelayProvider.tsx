'use client';

import { useState, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { getEnvironment } from './environment';

export function RelayProvider({ children }: { children: ReactNode }) {
  const [environment] = useState(getEnvironment);
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
