'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isStoryViewerPath } from '@/config/navigation';

/** Renders the shell's chrome (banner, header, footer, bars) except on story-viewer pages, which are full screen. */
export function HiddenOnStoryViewer({ children }: { children: ReactNode }) {
  return isStoryViewerPath(usePathname()) ? null : children;
}
