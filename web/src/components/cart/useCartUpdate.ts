'use client';

import { useCallback, useState } from 'react';
import type { addToCartMutation as AddToCartMutation, AddToCartInput } from '@/__generated__/addToCartMutation.graphql';
import type { CheckoutGstDetailsMutation } from '@/__generated__/CheckoutGstDetailsMutation.graphql';
import { toast } from '@/components/toast';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { addToCartMutation } from './addToCart';
import { setGstDetailsMutation } from './CheckoutGstDetails';
import type { Booking } from './booking';

export type CartChange = Partial<Pick<Booking, 'occupancy' | 'travellerIds'>>;
type GstDetails = { readonly gstNumber: string; readonly companyName: string };

function inputOf(booking: Booking, withCoupon: boolean): AddToCartInput {
  const { couponCode, ...rest } = booking;
  return withCoupon && couponCode ? { ...rest, couponCode } : rest;
}

/**
 * Every change on /check-out sends the whole booking to `addToCart`; the Relay store then holds the server's
 * cart and totals. `pending` names the change in flight (its controls show it). A refused change shows the
 * server's message and leaves the cart as it was; when only the coupon no longer fits the new booking
 * (e.g. its minimum amount), the change is made without it and the coupon's message is shown. `addToCart`
 * replaces the cart, so GST invoice details given before are set again after it.
 */
export function useCartUpdate(
  booking: Booking,
  gstDetails: GstDetails | null,
): { update: (change: CartChange, what: string) => Promise<boolean>; pending: string | null } {
  const addToCart = usePromiseMutation<AddToCartMutation>(addToCartMutation);
  const setGstDetails = usePromiseMutation<CheckoutGstDetailsMutation>(setGstDetailsMutation);
  const [pending, setPending] = useState<string | null>(null);

  const keepGstDetails = useCallback(async () => {
    if (gstDetails) await setGstDetails({ input: { gstNumber: gstDetails.gstNumber, companyName: gstDetails.companyName } });
  }, [gstDetails, setGstDetails]);

  const update = useCallback(
    async (change: CartChange, what: string) => {
      const next = { ...booking, ...change };
      setPending(what);
      try {
        const first = (await addToCart({ input: inputOf(next, true) })).addToCart;
        if (first.userErrors.length === 0) {
          await keepGstDetails();
          return true;
        }
        if (next.couponCode) {
          const retry = (await addToCart({ input: inputOf(next, false) })).addToCart;
          toast.error(failureMessage(retry.userErrors.length === 0 ? first : retry));
          if (retry.userErrors.length === 0) await keepGstDetails();
          return retry.userErrors.length === 0;
        }
        toast.error(failureMessage(first));
        return false;
      } catch {
        toast.error(UNEXPECTED_ERROR_MESSAGE);
        return false;
      } finally {
        setPending(null);
      }
    },
    [addToCart, booking, keepGstDetails],
  );

  return { update, pending };
}
