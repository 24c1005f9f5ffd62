import type { ReactNode } from 'react';
import styles from './StatusPage.module.css';

/** A page that is only a message, centred: a heading, a line of text and an action (not found, an error, sign-in needed). */
export function StatusPage({ children, role }: { children: ReactNode; role?: 'alert' }) {
  return (
    <section className={`container ${styles.page}`} role={role}>
      {children}
    </section>
  );
}
