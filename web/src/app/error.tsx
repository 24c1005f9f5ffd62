'use client';

import { StatusPage } from '@/components/status-page/StatusPage';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <StatusPage role="alert">
      <h1>Oops, something went wrong!</h1>
      <p>Something unexpected happened or please try again later.</p>
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
    </StatusPage>
  );
}
