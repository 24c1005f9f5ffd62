'use client';

import { uiActions } from '@/state/ui-store';
import styles from './zoomSessions.module.css';

/** No session is open for sign-up (none scheduled, or every one full): a call back instead. */
export function NoZoomSessions({ allFull = false }: { allFull?: boolean }) {
  return (
    <div className={styles.empty}>
      <p>
        {allFull
          ? 'Every upcoming session is full.'
          : 'No Zoom session is scheduled right now. Please look again soon.'}
      </p>
      <p>Our yatra desk can answer your questions on the phone instead.</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => uiActions.openCallPopup()}>
          Get a call back
        </button>
      </div>
    </div>
  );
}
