'use client';

import { useEffect } from 'react';
import { uiActions } from '@/state/ui-store';
import styles from './profile.module.css';

/** Signed out on `/profile`: the login popup opens at once; the page keeps a way to reopen it. */
export function SignInPrompt() {
  useEffect(() => {
    uiActions.openLogin();
  }, []);
  return (
    <div className={styles.signIn}>
      <p>Please sign in to see your profile, travellers, wishlist, enquiries and bookings.</p>
      <button type="button" className="button" onClick={uiActions.openLogin}>
        Sign In
      </button>
    </div>
  );
}
