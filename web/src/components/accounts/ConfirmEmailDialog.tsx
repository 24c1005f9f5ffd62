'use client';

import { relayIsland } from '@/relay/relayIsland';
import type { ConfirmEmailDialogProps } from './EmailConfirmationDialog';

// The account menu renders this statically; the dialog's code (OTP step, mutations) loads only when it opens.
const EmailConfirmationDialog = relayIsland(() => import('./EmailConfirmationDialog').then((m) => m.EmailConfirmationDialog));

/** 'Confirm e-mail' from the account menu (`EmailConfirmationDialog.tsx`), fetched on first open. */
export function ConfirmEmailDialog(props: ConfirmEmailDialogProps) {
  return <EmailConfirmationDialog {...props} />;
}
