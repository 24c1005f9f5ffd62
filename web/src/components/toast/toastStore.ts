/** A queue of short messages shown by the `<Toaster />` host; anything can push to it. */
export type ToastKind = 'success' | 'error';

export type ToastMessage = { id: number; kind: ToastKind; message: string };

export const toastDurationMs = 4000;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

function show(kind: ToastKind, message: string): void {
  const id = nextId++;
  emit([...toasts, { id, kind, message }]);
  setTimeout(() => dismissToast(id), toastDurationMs);
}

export const toast = {
  success(message: string): void {
    show('success', message);
  },
  error(message: string): void {
    show('error', message);
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
  emit(noToasts);
}
