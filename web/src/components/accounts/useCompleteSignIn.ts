'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { toast } from '@/components/toast';
import { uiActions } from '@/state/ui-store';
import { afterSignIn } from './afterSignIn';

/** Spec §4, §8: the toast after every successful sign-in. */
export const WELCOME_MESSAGE = 'Welcome user';

/** What every popup does once signed in: 'Welcome user', close, resume pending work, refresh the page. */
export function useCompleteSignIn(): () => void {
  const router = useRouter();
  return useCallback(() => {
    toast.success(WELCOME_MESSAGE);
    uiActions.closeAccountPopups();
    if (!afterSignIn()) router.refresh();
  }, [router]);
}
