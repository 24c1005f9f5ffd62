'use client';

import { useEffect, useState } from 'react';
import { PACKAGE_SECTIONS, type PackageSectionId } from './packageTabs';

/**
 * The section the reader is in (the first one crossing the band below the sticky sub-nav), for the sub-nav's
 * highlight on wide screens. Overview until the browser says otherwise; nothing is observed while `enabled` is false.
 */
export function useActiveSection(enabled: boolean): PackageSectionId {
  const [active, setActive] = useState<PackageSectionId>('overview');
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        const first = PACKAGE_SECTIONS.find((section) => crossing.has(section.id));
        if (first) setActive(first.id);
      },
      { rootMargin: '-15% 0px -70% 0px' },
    );
    for (const section of PACKAGE_SECTIONS) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [enabled]);
  return active;
}
