'use client';

import { useCallback, useState } from 'react';
import type { addToCartMutation as AddToCartMutation, AddToCartInput } from '@/__generated__/addToCartMutation.graphql';
import { toast } from '@/components/toast';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { addToCartMutation } from './addToCart';
import type { Booking } from './booking';
import { useCheckoutBusy } from './checkoutBusy';

export type CartChange = Partial<Pick<Booking, 'occupancy' | 'travellerIds'>>;

function inputOf(booking: Booking, withCoupon: boolean): AddToCartInput {
  const { couponCode, ...rest } = booking;
  return withCoupon && couponCode ? { ...rest, couponCode } : rest;
}

/**
 * Every change on /check-out sends the whole booking to `addToCart`; the Relay store then holds the server's
 * cart and totals (GST invoice details included: the api keeps them). `pending` names the change in flight (its
 * controls show it; the page's `useCheckoutBusy` covers it too). A refused change shows the server's message and
 * leaves the cart as it was; when only the coupon no longer fits the new booking (e.g. its minimum amount), the
 * change is made without it and the coupon's message is shown.
 */
export function useCartUpdate(booking: Booking): { update: (change: CartChange, what: string) => Promise<boolean>; pending: string | null } {
  const addToCart = usePromiseMutation<AddToCartMutation>(addToCartMutation);
  const { track } = useCheckoutBusy();
  const [pending, setPending] = useState<string | null>(null);

  const change = useCallback(
    async (next: Booking) => {
      const first = (await addToCart({ input: inputOf(next, true) })).addToCart;
      if (first.userErrors.length === 0) return true;
      if (next.couponCode) {
        const retry = (await addToCart({ input: inputOf(next, false) })).addToCart;
        toast.error(failureMessage(retry.userErrors.length === 0 ? first : retry));
        return retry.userErrors.length === 0;
      }
      toast.error(failureMessage(first));
      return false;
    },
    [addToCart],
  );

  const update = useCallback(
    async (changed: CartChange, what: string) => {
      setPending(what);
      try {
        return await track(() => change({ ...booking, ...changed }));
      } catch {
        toast.error(UNEXPECTED_ERROR_MESSAGE);
        return false;
      } finally {
        setPending(null);
      }
    },
    [booking, change, track],
  );

  return { update, pending };
}
