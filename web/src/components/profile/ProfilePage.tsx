'use client';

import { useSession } from '@/auth/useSession';
import { useState } from 'react';
import { ProfileNav } from './ProfileNav';
import { SignedInProfile } from './SignedInProfile';
import { SignInPrompt } from './SignInPrompt';
import type { ProfileDialog } from './ProfileContent';
import styles from './profile.module.css';

/**
 * `/profile`: login required (spec §6). Signed out, the login popup opens and the page says why; once signed
 * in (the popup refreshes the route) the profile loads. `signedIn` is the server's reading of the session,
 * so the first HTML already shows the right shell.
 */
export function ProfilePage({ signedIn }: { signedIn: boolean }) {
  const { status } = useSession();
  const [dialog, setDialog] = useState<ProfileDialog>(null);
  const [ready, setReady] = useState(false);
  const [role, setRole] = useState<string | null>(null);
  const isSignedIn = status === 'authenticated' || (status === 'loading' && signedIn);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>My Profile</h1>
      {isSignedIn ? (
        <div className={styles.layout}>
          <ProfileNav
            onEditProfile={ready ? () => setDialog('editProfile') : undefined}
            onChangePassword={ready ? () => setDialog('changePassword') : undefined}
            role={role}
          />
          <SignedInProfile dialog={dialog} onCloseDialog={() => setDialog(null)} onReady={setReady} onRole={setRole} />
        </div>
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}
