'use client';

import dynamic from 'next/dynamic';
import type { ConfirmEmailDialogProps } from './EmailConfirmationDialog';

// The account menu renders this statically; the dialog's code (OTP step, mutations) loads only when it opens.
const EmailConfirmationDialog = dynamic(() => import('./EmailConfirmationDialog').then((m) => m.EmailConfirmationDialog), { ssr: false });

/** 'Confirm e-mail' from the account menu (`EmailConfirmationDialog.tsx`), fetched on first open. */
export function ConfirmEmailDialog(props: ConfirmEmailDialogProps) {
  return <EmailConfirmationDialog {...props} />;
}
