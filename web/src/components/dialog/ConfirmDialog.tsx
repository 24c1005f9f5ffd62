'use client';

import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { FormError } from '@/components/form/FormError';
import formStyles from '@/components/form/form.module.css';
import { pendingButtonProps } from '@/components/form/pendingButton';
import { UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';

type ConfirmDialogProps = {
  title: string;
  /** The question, shown as the dialog's paragraph. */
  children: ReactNode;
  /** The confirming button's label ('Delete'). */
  confirmLabel?: string;
  /** The dismissing button's label ('Cancel'; 'Keep it' when the action itself is a cancel). */
  dismissLabel?: string;
  /** Runs the action: answers the message to show (a user error), or undefined when it is done. */
  onConfirm: () => Promise<string | undefined>;
  /** After the action succeeded (toast, close, move focus). */
  onDone: () => void;
  onClose: () => void;
};

/**
 * 'Delete …?': Cancel (focused first) or confirm; the action's error stays in the dialog, a thrown one as the generic
 * message. While the action runs, the confirming button is aria-disabled (focus stays on it) and ignores presses.
 */
export function ConfirmDialog({ title, children, confirmLabel = 'Delete', dismissLabel = 'Cancel', onConfirm, onDone, onClose }: ConfirmDialogProps) {
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      const error = await onConfirm();
      if (error) return setFailure(error);
      onDone();
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <FormError message={failure} />
      <p>{children}</p>
      <div className={formStyles.actions}>
        <button type="button" className="button button-secondary" onClick={onClose} data-autofocus="">
          {dismissLabel}
        </button>
        <button type="button" className="button" {...pendingButtonProps(pending, () => void confirm())}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
