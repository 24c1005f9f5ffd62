'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useSession } from '@/auth/useSession';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { ConfirmEmailDialog } from '@/components/accounts/ConfirmEmailDialog';
import { Icon } from '@/components/icons/Icon';
import { useDismiss } from '@/lib/a11y/useDismiss';
import { uiActions } from '@/state/ui-store';
import { accountButtonLabel } from './accountLabel';
import styles from './AccountMenu.module.css';

function SignInButton({ placeholder = false }: { placeholder?: boolean }) {
  return (
    <button
      type="button"
      className={`${styles.signIn} ${placeholder ? styles.placeholder : ''}`}
      onClick={placeholder ? undefined : uiActions.openLogin}
      aria-hidden={placeholder || undefined}
      tabIndex={placeholder ? -1 : undefined}
      disabled={placeholder}
    >
      <Icon name="user" />
      <span className={styles.signInText}>Sign In</span>
    </button>
  );
}

type SignedInMenuProps = { displayName: string; initial: string; email: string; emailConfirmed: boolean };

function SignedInMenu({ displayName, initial, email, emailConfirmed }: SignedInMenuProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [confirmingEmail, setConfirmingEmail] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);

  /** Focus goes to the account button first, so the dialog returns it there when it closes. */
  const openEmailConfirmation = () => {
    setOpen(false);
    buttonRef.current?.focus();
    setConfirmingEmail(true);
  };

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      // next-auth's client is loaded by then (the session it answered shows this menu).
      const { signOut } = await import('next-auth/react');
      await signOut({ redirect: false });
      setOpen(false);
      router.refresh();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div
      ref={containerRef}
      className={styles.account}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.accountButton}
        data-account-button=""
        aria-label={`Account menu, ${displayName}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className={styles.badge}>{accountButtonLabel({ displayName, initial })}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={menuId} className={styles.dropdown} hidden={!open}>
        <li>
          <Link prefetch={false} href="/profile" className={styles.item} onClick={() => setOpen(false)}>
            My Profile
          </Link>
        </li>
        {!emailConfirmed && (
          <li>
            <button type="button" className={styles.item} onClick={openEmailConfirmation}>
              Confirm e-mail
            </button>
          </li>
        )}
        <li>
          <button type="button" className={styles.item} onClick={onSignOut} disabled={signingOut}>
            Sign Out
          </button>
        </li>
      </ul>
      {confirmingEmail && <ConfirmEmailDialog email={email} onClose={() => setConfirmingEmail(false)} />}
    </div>
  );
}

/**
 * The header's account slot: 'Sign In' for visitors (opens the login popup), the account menu for
 * signed-in users. Pages are cached and the same for everyone, so the server never knows which: the
 * first HTML holds an invisible 'Sign In' and the browser asks for the session after hydration. The slot
 * has a fixed width (the widest of the three states), so nothing in the header moves when it answers.
 */
export function AccountMenu() {
  const { data: session, status } = useSession();
  let content: ReactNode;
  if (status === 'authenticated' && session?.user) {
    const { displayName, initial, email, emailConfirmed } = session.user;
    content = <SignedInMenu displayName={displayName} initial={initial} email={email} emailConfirmed={emailConfirmed} />;
  } else {
    content = <SignInButton placeholder={status === 'loading'} />;
  }
  return (
    <div className={styles.slot} data-account-slot="">
      {content}
    </div>
  );
}
