import { uiActions } from '@/state/ui-store';

/** Spec §8: the message for a call that failed unexpectedly (network, server fault). */
export const UNEXPECTED_ERROR_MESSAGE = 'Something unexpected happened or please try again later.';

let callsInFlight = 0;

/** Runs `call` with the global loading flag on (spec §4); overlapping calls keep it on until the last ends. */
export async function withGlobalLoading<T>(call: () => Promise<T>): Promise<T> {
  callsInFlight += 1;
  uiActions.setGlobalLoading(true);
  try {
    return await call();
  } finally {
    callsInFlight -= 1;
    if (callsInFlight === 0) uiActions.setGlobalLoading(false);
  }
}

type UserErrorLike = { readonly message: string };

/** The first user error's message (the spec's exact text, from the gateway), or undefined when none. */
export function firstUserError(errors: readonly UserErrorLike[] | null | undefined): string | undefined {
  return errors?.[0]?.message;
}

/**
 * What to show when a mutation did not succeed: its first user error (the spec's text), else the server's
 * message, else the spec's generic failure text.
 */
export function failureMessage(payload: { readonly userErrors: readonly UserErrorLike[]; readonly message?: string | null }): string {
  return firstUserError(payload.userErrors) ?? payload.message ?? UNEXPECTED_ERROR_MESSAGE;
}

/** What a mutation that sends a code answers the UI: sent (with the server's message), or why not. */
export type SendOutcome = { sent: true; message: string | null } | { sent: false; message: string };

type SendPayload = { readonly sent: boolean; readonly message?: string | null; readonly userErrors: readonly UserErrorLike[] };

/** Runs a sending mutation and reads its payload; a network or server failure becomes the spec's generic text. */
export async function sendOutcome(call: () => Promise<SendPayload>): Promise<SendOutcome> {
  try {
    const payload = await call();
    return payload.sent ? { sent: true, message: payload.message ?? null } : { sent: false, message: failureMessage(payload) };
  } catch {
    return { sent: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}
