'use client';

import { Icon } from '@/components/icons/Icon';
import { CALL_WIDGET_TITLE } from '@/components/enquiries/callPopupTitles';
import { uiActions } from '@/state/ui-store';

/** The package page's call widget (spec §2): opens the get-a-call popup titled 'Get All Details on Mobile'. */
export function CallWidgetButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className ?? 'button button-secondary'} aria-haspopup="dialog" onClick={() => uiActions.openCallPopup('widget')}>
      <Icon name="phone" size={18} />
      {CALL_WIDGET_TITLE}
    </button>
  );
}
