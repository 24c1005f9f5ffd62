'use client';

import type { ZoomSessions } from './ZoomSignUpForm';
import { ZoomSessionSummary } from './ZoomSessionSummary';
import styles from './zoomSessions.module.css';

type ZoomSessionChoiceProps = {
  sessions: ZoomSessions;
  chosenId: string;
  onChoose: (sessionId: string) => void;
};

/** The session to sign up for: shown alone when there is one, else radio buttons (full ones disabled). */
export function ZoomSessionChoice({ sessions, chosenId, onChoose }: ZoomSessionChoiceProps) {
  const [only] = sessions;
  if (sessions.length === 1 && only) {
    return (
      <section className={styles.session} aria-label="Upcoming session">
        <ZoomSessionSummary session={only} withDescription />
      </section>
    );
  }
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>Choose a session</legend>
      {sessions.map((session) => (
        <label key={session.id} className={styles.option} data-disabled={session.seatsLeft <= 0 ? '' : undefined}>
          <input
            type="radio"
            name="zoom-session"
            value={session.id}
            checked={session.id === chosenId}
            disabled={session.seatsLeft <= 0}
            onChange={() => onChoose(session.id)}
          />
          <ZoomSessionSummary session={session} />
        </label>
      ))}
    </fieldset>
  );
}
