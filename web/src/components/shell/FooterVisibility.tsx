'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isFooterHidden } from '@/config/navigation';

/** Renders the footer except on paths containing check-out (spec §2). */
export function FooterVisibility({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return isFooterHidden(pathname) ? null : children;
}
