'use client';

import { useCallback, useState } from 'react';
import type { addToCartMutation as AddToCartMutation, AddToCartInput } from '@/__generated__/addToCartMutation.graphql';
import { toast } from '@/components/toast';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { addToCartMutation } from './addToCart';
import type { Booking } from './booking';

export type CartChange = Partial<Pick<Booking, 'occupancy' | 'travellerIds'>>;

function inputOf(booking: Booking, withCoupon: boolean): AddToCartInput {
  const { couponCode, ...rest } = booking;
  return withCoupon && couponCode ? { ...rest, couponCode } : rest;
}

/**
 * Every change on /check-out sends the whole booking to `addToCart`; the Relay store then holds the server's
 * cart and totals. `pending` names the change in flight (its controls show it). A refused change shows the
 * server's message and leaves the cart as it was; when only the coupon no longer fits the new booking
 * (e.g. its minimum amount), the change is made without it and the coupon's message is shown.
 */
export function useCartUpdate(booking: Booking): { update: (change: CartChange, what: string) => Promise<boolean>; pending: string | null } {
  const addToCart = usePromiseMutation<AddToCartMutation>(addToCartMutation);
  const [pending, setPending] = useState<string | null>(null);

  const update = useCallback(
    async (change: CartChange, what: string) => {
      const next = { ...booking, ...change };
      setPending(what);
      try {
        const first = (await addToCart({ input: inputOf(next, true) })).addToCart;
        if (first.userErrors.length === 0) return true;
        if (next.couponCode) {
          const retry = (await addToCart({ input: inputOf(next, false) })).addToCart;
          toast.error(failureMessage(retry.userErrors.length === 0 ? first : retry));
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
    [addToCart, booking],
  );

  return { update, pending };
}
