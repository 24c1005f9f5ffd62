'use client';

import { formatDateTime } from '@/lib/formatDateTime';
import { uiActions } from '@/state/ui-store';
import type { ZoomSignUp } from './ZoomSignUpForm';
import styles from './zoomSessions.module.css';

/** The confirmation: registered, for which session, and where the join link went. */
export function ZoomSignUpDone({ signUp }: { signUp: ZoomSignUp }) {
  return (
    <div className={styles.done}>
      <p role="status" className={styles.doneMessage}>
        You are registered for the session.
      </p>
      <p className={styles.summary}>
        <span className={styles.sessionTitle}>{signUp.session.title}</span>
        <span className={styles.sessionMeta}>
          <time dateTime={signUp.session.startsAt}>{formatDateTime(signUp.session.startsAt)} IST</time>
        </span>
      </p>
      <p>
        We have e-mailed the join link to <strong>{signUp.email}</strong>. It works from a phone or a computer; please
        join a few minutes early.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={uiActions.closeLeadPopups}>
          Done
        </button>
      </div>
    </div>
  );
}
