import { startToastTimer, stopToastTimer } from './toastTimers';

/** A queue of short messages shown by the `<Toaster />` host; anything can push to it. */
export type ToastKind = 'success' | 'error';

/** `announced: false`: shown but not read out, as the same text is announced where it also shows (a form's alert). */
export type ToastMessage = { id: number; kind: ToastKind; message: string; announced: boolean };

export type ToastOptions = { announce?: boolean };

export const toastDurationMs = 4000;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  stopToastTimer(id);
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

function show(kind: ToastKind, message: string, { announce = true }: ToastOptions = {}): void {
  const id = nextId++;
  emit([...toasts, { id, kind, message, announced: announce }]);
  startToastTimer(id, toastDurationMs, () => dismissToast(id));
}

export const toast = {
  success(message: string, options?: ToastOptions): void {
    show('success', message, options);
  },
  error(message: string, options?: ToastOptions): void {
    show('error', message, options);
  },
};

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastMessage[] {
  return toasts;
}

const noToasts: readonly ToastMessage[] = [];

export function getServerToasts(): readonly ToastMessage[] {
  return noToasts;
}

/** For tests: no toasts. */
export function clearToasts(): void {
  for (const { id } of toasts) stopToastTimer(id);
  emit(noToasts);
}
