'use client';

import { graphql, useFragment } from 'react-relay';
import type { ZoomSessionSummary_session$key } from '@/__generated__/ZoomSessionSummary_session.graphql';
import { formatDateTime } from '@/lib/formatDateTime';
import styles from './zoomSessions.module.css';

const zoomSessionSummaryFragment = graphql`
  fragment ZoomSessionSummary_session on ZoomSession {
    title
    description
    host
    startsAt
    durationMinutes
    seatsLeft
  }
`;

/** 'N seats left', 'Full' at 0. */
export function seatsLeftLabel(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Full';
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`;
}

/** A session as the popup lists it: title, date and time in IST, length, host, seats left. */
export function ZoomSessionSummary({ session: sessionRef, withDescription = false }: { session: ZoomSessionSummary_session$key; withDescription?: boolean }) {
  const session = useFragment(zoomSessionSummaryFragment, sessionRef);
  return (
    <span className={styles.summary}>
      <span className={styles.sessionTitle}>{session.title}</span>
      <span className={styles.sessionMeta}>
        <time dateTime={session.startsAt}>{formatDateTime(session.startsAt)} IST</time> · {session.durationMinutes} min · with{' '}
        {session.host}
      </span>
      {withDescription ? <span className={styles.sessionDescription}>{session.description}</span> : null}
      <span className={styles.seats} data-full={session.seatsLeft <= 0 ? '' : undefined}>
        {seatsLeftLabel(session.seatsLeft)}
      </span>
    </span>
  );
}
