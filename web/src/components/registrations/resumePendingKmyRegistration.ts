import { bookingActions, pendingKmyRegistration } from '@/state/booking-store';
import { kmyRegistrationHref } from './kmyRegistrationPath';

/** Spec §4: after a sign-in, a pending KMY registration ('Register Now' while signed out) goes to /registration/kmy/add. */
export function resumePendingKmyRegistration({
  navigate = (path) => window.location.assign(path),
}: { navigate?: (path: string) => void } = {}): boolean {
  const pkg = pendingKmyRegistration();
  if (!pkg) return false;
  bookingActions.clearPending();
  navigate(kmyRegistrationHref(pkg.slug));
  return true;
}
