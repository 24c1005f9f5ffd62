'use client';

import { useEffect } from 'react';
import { StatusPage } from '@/components/status-page/StatusPage';
import { uiActions } from '@/state/ui-store';

/**
 * A page that needs a signed-in user (spec §6: login before /check-out), shown to a visitor: the login popup
 * opens at once; after the sign-in the page refreshes into its signed-in view.
 */
export function SignInRequired({ title, message }: { title: string; message: string }) {
  useEffect(() => {
    uiActions.openLogin();
  }, []);
  return (
    <StatusPage>
      <h1>{title}</h1>
      <p>{message}</p>
      <button type="button" className="button" onClick={uiActions.openLogin}>
        Sign In
      </button>
    </StatusPage>
  );
}
