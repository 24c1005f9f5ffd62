'use client';

import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CheckoutPayMutation } from '@/__generated__/CheckoutPayMutation.graphql';
import type { CheckoutPay_cart$key } from '@/__generated__/CheckoutPay_cart.graphql';
import { FormError } from '@/components/form/FormError';
import { openProviderCheckout } from '@/components/payments/openProviderCheckout';
import { toast } from '@/components/toast';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { useCheckoutBusy } from './checkoutBusy';
import { PAYMENT_RETURN_PATH } from './paths';
import { balanceNote, payLabel, type PayKind } from './payOptions';
import styles from './CheckoutPage.module.css';

const checkoutPayFragment = graphql`
  fragment CheckoutPay_cart on Cart {
    travellers {
      passengerType
    }
    amountDue {
      paise
      label
    }
    minimumAdvance {
      paise
      label
    }
  }
`;

const startPaymentMutation = graphql`
  mutation CheckoutPayMutation($input: StartPaymentInput!) {
    startPayment(input: $input) {
      payment {
        id
        ...openProviderCheckout_payment
      }
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

/**
 * Pay in full or the advance (when offered), then 'Pay ₹…' opens the payment provider's checkout. The amount
 * shown goes along (`expectedAmount`): when the cart now costs another amount the api refuses, the refusal's
 * message shows and the cart is read again (the payload's viewer). Disabled while any change of the cart runs.
 */
export function CheckoutPay({ cart: cartRef }: { cart: CheckoutPay_cart$key }) {
  const cart = useFragment(checkoutPayFragment, cartRef);
  const { busy } = useCheckoutBusy();
  const startPayment = usePromiseMutation<CheckoutPayMutation>(startPaymentMutation);
  const [kind, setKind] = useState<PayKind>('FULL');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const id = useId();
  const advance = cart.minimumAdvance;
  const payKind = advance ? kind : 'FULL';
  const amount = payKind === 'ADVANCE' && advance ? advance : cart.amountDue;
  const noTravellers = cart.travellers.length === 0;

  const pay = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      const { startPayment: payload } = await startPayment({
        input: { kind: payKind, returnPath: PAYMENT_RETURN_PATH, expectedAmount: amount.paise },
      });
      if (payload.payment) return await openProviderCheckout(payload.payment, PAYMENT_RETURN_PATH);
      const message = payload.userErrors.length > 0 ? failureMessage(payload) : UNEXPECTED_ERROR_MESSAGE;
      // Shown twice, said once: the form's alert above 'Pay' announces it.
      setFailure(message);
      toast.error(message, { announce: false });
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
      toast.error(UNEXPECTED_ERROR_MESSAGE, { announce: false });
    }
    setPending(false);
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Payment
      </h2>
      {advance ? (
        <fieldset className={styles.fieldset} disabled={pending}>
          <legend className="visually-hidden">How much to pay now</legend>
          <label className={styles.option}>
            <input type="radio" name="pay-kind" value="FULL" checked={kind === 'FULL'} onChange={() => setKind('FULL')} />
            <span>Pay in full</span>
            <span className={styles.optionPrice}>{cart.amountDue.label}</span>
          </label>
          <label className={styles.option}>
            <input type="radio" name="pay-kind" value="ADVANCE" checked={kind === 'ADVANCE'} onChange={() => setKind('ADVANCE')} />
            <span>Pay the advance</span>
            <span className={styles.optionPrice}>{advance.label}</span>
          </label>
          {kind === 'ADVANCE' ? <p className={styles.muted}>{balanceNote(cart.amountDue.paise, advance.paise)}</p> : null}
        </fieldset>
      ) : null}
      <FormError message={failure} />
      {noTravellers ? <p className={styles.muted}>Add at least one traveller to pay.</p> : null}
      <button
        type="button"
        className={`button ${styles.payButton}`}
        onClick={pay}
        disabled={pending || busy || noTravellers}
        aria-busy={pending || undefined}
      >
        {pending ? 'Starting payment…' : payLabel(amount.label)}
      </button>
      <p className={styles.secure}>Secure payment: cards, 35+ netbanking, EMI and foreign currency.</p>
    </section>
  );
}
