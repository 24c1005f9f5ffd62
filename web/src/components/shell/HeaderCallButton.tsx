'use client';

import type { ReactNode } from 'react';
import { uiActions } from '@/state/ui-store';

/** The header's Call (spec §2): opens the get-a-call popup, which also shows the support number to dial. */
export function HeaderCallButton({ className, label, children }: { className?: string | undefined; label: string; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-label={label} aria-haspopup="dialog" onClick={() => uiActions.openCallPopup('support')}>
      {children}
    </button>
  );
}
