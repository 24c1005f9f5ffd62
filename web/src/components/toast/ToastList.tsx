'use client';

import { useSyncExternalStore } from 'react';
import { ToastItem } from './ToastItem';
import { getServerToasts, getToasts, subscribeToToasts } from './toastStore';

/** One stack of the `Toaster`'s toasts: those read out (`announced`) or the others. Its code comes after the page's. */
export function ToastList({ announced }: { announced: boolean }) {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  return toasts.filter((toast) => toast.announced === announced).map((toast) => <ToastItem key={toast.id} toast={toast} />);
}
