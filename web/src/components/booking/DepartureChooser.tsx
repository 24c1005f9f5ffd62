'use client';

import { useRouter } from 'next/navigation';
import { useSession } from '@/auth/useSession';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DepartureChooserQuery } from '@/__generated__/DepartureChooserQuery.graphql';
import type { DepartureChooserAddToCartMutation, AddToCartInput } from '@/__generated__/DepartureChooserAddToCartMutation.graphql';
import { CHECK_OUT_PATH } from '@/components/cart/paths';
import { FormError } from '@/components/form/FormError';
import { SubmitButton } from '@/components/form/SubmitButton';
import { toast } from '@/components/toast';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { bookingActions, type SelectedPackage } from '@/state/booking-store';
import { uiActions } from '@/state/ui-store';
import { DepartureMonth } from './DepartureMonth';
import { groupByMonth } from './departureMonths';
import { DEPARTURE_PRICE_NOTE } from './departurePrice';
import { focusFirstDate } from './focusFirstDate';
import styles from './DepartureDialog.module.css';

const departureChooserQuery = graphql`
  query DepartureChooserQuery($slug: String!) {
    package(slug: $slug) {
      departures(first: 100) {
        date
        seatsLeft
        ...DepartureMonth_departures
      }
    }
    viewer {
      id
      cart {
        package {
          id
        }
        occupancy
        travellers {
          traveller {
            id
          }
        }
      }
    }
  }
`;

/**
 * `addToCart` answering all that /check-out shows (the booking and the viewer's travellers, its query's data), so
 * the check-out page is complete in the navigation's first commit. Next's App Router scrolls a new page to its top
 * only when the page's top is out of view at that commit; a check-out still loading its booking is shorter than the
 * package page was scrolled, so the browser clamps the offset, the heading looks in view and Next leaves it — then
 * Chrome's scroll anchoring puts the old offset back once the booking loads, halfway down the page.
 */
const departureChooserAddToCartMutation = graphql`
  mutation DepartureChooserAddToCartMutation($input: AddToCartInput!) {
    addToCart(input: $input) {
      viewer {
        id
        cart {
          ...CheckoutPage_cart
          ...HeaderCart_cart
        }
        ...CheckoutTravellers_viewer
      }
      userErrors {
        message
        field
      }
    }
  }
`;

/**
 * The booking for the chosen date. Changing the date of the package already in the cart keeps its occupancy
 * and travellers (when the new date has seats for them all); another package starts a new booking.
 */
function changedBooking(packageId: string, date: string, data: DepartureChooserQuery['response']): AddToCartInput {
  const cart = data.viewer?.cart;
  if (cart?.package.id !== packageId) return { packageId, date };
  const travellerIds = cart.travellers.map(({ traveller }) => traveller.id);
  const seatsLeft = data.package?.departures.find((departure) => departure.date === date)?.seatsLeft ?? 0;
  return { packageId, date, occupancy: cart.occupancy, ...(travellerIds.length <= seatsLeft ? { travellerIds } : {}) };
}

/**
 * The departures grouped by month and 'Continue'. Signed in: the date goes to the cart and the user to
 * /check-out. Signed out: the package and date are kept (UI store, persisted) and the login popup opens;
 * the sign-in then finishes the booking (afterSignIn).
 */
export function DepartureChooser({ pkg, onClose }: { pkg: SelectedPackage; onClose: () => void }) {
  const data = useLazyLoadQuery<DepartureChooserQuery>(departureChooserQuery, { slug: pkg.slug }, { fetchPolicy: 'network-only' });
  const { status } = useSession();
  const router = useRouter();
  const addToCart = usePromiseMutation<DepartureChooserAddToCartMutation>(departureChooserAddToCartMutation);
  const [date, setDate] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const departures = data.package?.departures ?? [];
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => focusFirstDate(formRef.current), []);

  if (departures.length === 0) {
    return <p className={styles.empty}>No departures are on sale for this package yet. Please call us or send an enquiry.</p>;
  }

  const choose = (chosen: string) => {
    setDate(chosen);
    // The message was about the previous choice (none, or a date the cart refused).
    setFailure(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date) {
      setFailure('Choose a departure date');
      return;
    }
    if (status !== 'authenticated') {
      bookingActions.holdBooking(pkg, date);
      onClose();
      uiActions.openLogin();
      return;
    }
    setFailure(undefined);
    setPending(true);
    try {
      const { addToCart: payload } = await addToCart({ input: changedBooking(pkg.id, date, data) });
      if (payload.userErrors.length > 0) {
        setFailure(failureMessage(payload));
        setPending(false);
        return;
      }
      router.push(CHECK_OUT_PATH);
    } catch {
      setPending(false);
      setFailure(UNEXPECTED_ERROR_MESSAGE);
      // Shown twice, said once: the form's alert announces it.
      toast.error(UNEXPECTED_ERROR_MESSAGE, { announce: false });
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.priceNote}>{DEPARTURE_PRICE_NOTE}</p>
      <div className={styles.months}>
        {groupByMonth(departures).map((group) => (
          <DepartureMonth key={group.month} month={group.month} departures={group.departures} selected={date} onSelect={choose} />
        ))}
      </div>
      <div className={styles.footer}>
        <FormError message={failure} />
        <SubmitButton pending={pending}>{pending ? 'Adding to cart…' : 'Continue'}</SubmitButton>
      </div>
    </form>
  );
}
