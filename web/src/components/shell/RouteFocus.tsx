'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isStoryViewerPath } from '@/config/navigation';
import { focusPageHeading } from '@/lib/a11y/focusPageHeading';

/**
 * Moves focus to the page's heading when the path changes by a client-side navigation (a <Link>, Back), never on
 * the first load. The story viewer keeps focus on its own stage (focus there pauses its slides).
 */
export function RouteFocus() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!isStoryViewerPath(pathname)) focusPageHeading();
  }, [pathname]);
  return null;
}
