'use client';

import styles from '@/components/errors/StatusPage.module.css';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className={`container ${styles.page}`} role="alert">
      <h1>Oops, something went wrong!</h1>
      <p>Something unexpected happened or please try again later.</p>
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
    </section>
  );
}
