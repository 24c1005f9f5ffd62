import type { IEnvironment } from 'relay-runtime';
import type { addToCartMutation as AddToCartMutation } from '@/__generated__/addToCartMutation.graphql';
import { toast } from '@/components/toast/toastStore';
import { commitMutationPromise } from '@/relay/commitMutationPromise';
import { getEnvironment } from '@/relay/environment';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { bookingActions, pendingBooking } from '@/state/booking-store';
import { addToCartMutation } from './addToCart';
import { CHECK_OUT_PATH } from './paths';

/**
 * Spec §4: after a sign-in, a pending booking (Book Now while signed out) is posted to the cart and the user
 * goes to /check-out. Returns true when it took over (it navigates away itself once the cart answers).
 * If the cart refuses the date (sold out meanwhile), the server's message shows and the page stays.
 */
export function resumePendingBooking({
  navigate = (path) => window.location.assign(path),
  environment = getEnvironment(),
}: { navigate?: (path: string) => void; environment?: IEnvironment } = {}): boolean {
  const pending = pendingBooking();
  if (!pending) return false;
  bookingActions.clearPending();
  void commitMutationPromise<AddToCartMutation>(environment, addToCartMutation, {
    input: { packageId: pending.pkg.id, date: pending.date },
  }).then(
    ({ addToCart }) => {
      if (addToCart.userErrors.length === 0) navigate(CHECK_OUT_PATH);
      else toast.error(failureMessage(addToCart));
    },
    () => toast.error(UNEXPECTED_ERROR_MESSAGE),
  );
  return true;
}
