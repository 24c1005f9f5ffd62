import type { SessionUser } from '@/auth/next-auth';

export const guestLabel = 'Guest';

/**
 * What the account menu button shows (spec §2): the initial of the first name, or the word 'Guest'
 * when the user has no first name (the gateway then reports the display name 'Guest').
 */
export function accountButtonLabel(user: Pick<SessionUser, 'displayName' | 'initial'>): string {
  const initial = user.initial.trim();
  if (user.displayName.trim() === guestLabel || initial === '') return guestLabel;
  return initial.toUpperCase();
}
