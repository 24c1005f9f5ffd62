'use client';

import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CheckoutCouponApplyMutation } from '@/__generated__/CheckoutCouponApplyMutation.graphql';
import type { CheckoutCouponRemoveMutation } from '@/__generated__/CheckoutCouponRemoveMutation.graphql';
import type { CheckoutCoupon_cart$key } from '@/__generated__/CheckoutCoupon_cart.graphql';
import { FieldError } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { useFocusOnSwap } from '@/lib/a11y/useFocusOnSwap';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { useCheckoutBusy } from './checkoutBusy';
import styles from './CheckoutPage.module.css';

const checkoutCouponFragment = graphql`
  fragment CheckoutCoupon_cart on Cart {
    coupon {
      code
      description
    }
  }
`;

const applyCouponMutation = graphql`
  mutation CheckoutCouponApplyMutation($input: ApplyCouponInput!) {
    applyCoupon(input: $input) {
      viewer {
        id
        cart {
          ...CheckoutPage_cart
          ...HeaderCart_cart
        }
      }
      userErrors {
        message
        field
      }
    }
  }
`;

const removeCouponMutation = graphql`
  mutation CheckoutCouponRemoveMutation {
    removeCoupon {
      viewer {
        id
        cart {
          ...CheckoutPage_cart
          ...HeaderCart_cart
        }
      }
      userErrors {
        message
        field
      }
    }
  }
`;

export const COUPON_APPLIED_MESSAGE = 'Coupon applied';
export const COUPON_REMOVED_MESSAGE = 'Coupon removed';

/** Coupon code: 'Apply' (the server's message when refused) and, once applied, the coupon with 'Remove'. */
export function CheckoutCoupon({ cart: cartRef }: { cart: CheckoutCoupon_cart$key }) {
  const { coupon } = useFragment(checkoutCouponFragment, cartRef);
  const applyCoupon = usePromiseMutation<CheckoutCouponApplyMutation>(applyCouponMutation);
  const removeCoupon = usePromiseMutation<CheckoutCouponRemoveMutation>(removeCouponMutation);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<'apply' | 'remove' | null>(null);
  const { track } = useCheckoutBusy();
  const id = useId();
  // Applying swaps the code field for 'Remove coupon …' and removing swaps it back: focus follows.
  const swapFocus = useFocusOnSwap(coupon?.code ?? '');

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter a coupon code');
      return;
    }
    setPending('apply');
    setError(undefined);
    swapFocus.expectSwap();
    try {
      const { applyCoupon: payload } = await track(() => applyCoupon({ input: { code: code.trim() } }));
      if (payload.userErrors.length > 0) {
        swapFocus.cancelSwap();
        setError(failureMessage(payload));
      } else {
        setCode('');
        toast.success(COUPON_APPLIED_MESSAGE);
      }
    } catch {
      swapFocus.cancelSwap();
      setError(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setPending(null);
    }
  };

  const remove = async () => {
    setPending('remove');
    swapFocus.expectSwap();
    try {
      const { removeCoupon: payload } = await track(() => removeCoupon({}));
      if (payload.userErrors.length > 0) {
        swapFocus.cancelSwap();
        toast.error(failureMessage(payload));
      } else toast.success(COUPON_REMOVED_MESSAGE);
    } catch {
      swapFocus.cancelSwap();
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Coupon
      </h2>
      {coupon ? (
        <div className={styles.appliedCoupon}>
          <p>
            <strong data-testid="applied-coupon">{coupon.code}</strong> <span className={styles.muted}>{coupon.description}</span>
          </p>
          <button
            ref={swapFocus.target}
            type="button"
            className={formStyles.secondary}
            onClick={remove}
            disabled={pending != null}
            aria-busy={pending === 'remove' || undefined}
          >
            {pending === 'remove' ? 'Removing…' : 'Remove'}
            <span className="visually-hidden"> coupon {coupon.code}</span>
          </button>
        </div>
      ) : (
        <form className={styles.couponForm} noValidate onSubmit={apply}>
          <div className={formStyles.field}>
            <label htmlFor={`${id}-code`} className={formStyles.label}>
              Coupon code
            </label>
            <div className={styles.couponRow}>
              <input
                ref={swapFocus.target}
                id={`${id}-code`}
                className={formStyles.input}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={40}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-error`}
              />
              <button type="submit" className="button" disabled={pending != null} aria-busy={pending === 'apply' || undefined}>
                {pending === 'apply' ? 'Applying…' : 'Apply'}
              </button>
            </div>
            <div role="alert">
              <FieldError id={`${id}-error`} message={error} />
            </div>
          </div>
        </form>
      )}
    </section>
  );
}
