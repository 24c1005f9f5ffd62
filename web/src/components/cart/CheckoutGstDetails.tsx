'use client';

import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CheckoutGstDetailsMutation } from '@/__generated__/CheckoutGstDetailsMutation.graphql';
import type { CheckoutGstDetails_cart$key } from '@/__generated__/CheckoutGstDetails_cart.graphql';
import { FieldError } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { useFocusOnSwap } from '@/lib/a11y/useFocusOnSwap';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { useCheckoutBusy } from './checkoutBusy';
import styles from './CheckoutPage.module.css';

const checkoutGstDetailsFragment = graphql`
  fragment CheckoutGstDetails_cart on Cart {
    gstDetails {
      gstNumber
      companyName
    }
  }
`;

const setGstDetailsMutation = graphql`
  mutation CheckoutGstDetailsMutation($input: SetCartGstDetailsInput!) {
    setCartGstDetails(input: $input) {
      viewer {
        id
        cart {
          ...CheckoutPage_cart
        }
      }
      userErrors {
        message
        field
      }
    }
  }
`;

type Errors = { gstNumber?: string; companyName?: string };

/** Optional GST invoice details of a business traveller (GSTIN and company name, REST `POST /cart/gst`). */
export function CheckoutGstDetails({ cart: cartRef }: { cart: CheckoutGstDetails_cart$key }) {
  const { gstDetails } = useFragment(checkoutGstDetailsFragment, cartRef);
  const setGstDetails = usePromiseMutation<CheckoutGstDetailsMutation>(setGstDetailsMutation);
  const [open, setOpen] = useState(false);
  const [gstNumber, setGstNumber] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const { track } = useCheckoutBusy();
  const id = useId();
  // Each state shows one control in place of the last ('Add GST details…', the GSTIN field, 'Remove GST details'): focus follows.
  const swapFocus = useFocusOnSwap(gstDetails ? 'saved' : open ? 'form' : 'closed');
  const toggle = (next: boolean) => {
    swapFocus.expectSwap();
    setOpen(next);
  };

  const save = async (input: { gstNumber: string | null; companyName?: string }): Promise<boolean> => {
    setPending(true);
    swapFocus.expectSwap();
    try {
      const { setCartGstDetails: payload } = await track(() => setGstDetails({ input }));
      if (payload.userErrors.length === 0) return true;
      swapFocus.cancelSwap();
      const found: Errors = {};
      for (const error of payload.userErrors) {
        if (error.field?.endsWith('companyName')) found.companyName ??= error.message;
        else found.gstNumber ??= error.message;
      }
      setErrors(found.gstNumber || found.companyName ? found : { gstNumber: failureMessage(payload) });
      return false;
    } catch {
      swapFocus.cancelSwap();
      toast.error(UNEXPECTED_ERROR_MESSAGE);
      return false;
    } finally {
      setPending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!gstNumber.trim()) missing.gstNumber = 'GST number is required';
    if (!companyName.trim()) missing.companyName = 'Company name is required';
    setErrors(missing);
    if (missing.gstNumber || missing.companyName) return;
    if (await save({ gstNumber: gstNumber.trim(), companyName: companyName.trim() })) setOpen(false);
  };

  if (gstDetails) {
    return (
      <section className={styles.card} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          GST invoice
        </h2>
        <div className={styles.appliedCoupon}>
          <p data-testid="gst-details">
            <strong>{gstDetails.gstNumber}</strong> <span className={styles.muted}>{gstDetails.companyName}</span>
          </p>
          <button ref={swapFocus.target} type="button" className={formStyles.secondary} disabled={pending} onClick={() => void save({ gstNumber: null })}>
            {pending ? 'Removing…' : 'Remove'}
            <span className="visually-hidden"> GST details</span>
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        GST invoice
      </h2>
      <button
        ref={open ? undefined : swapFocus.target}
        type="button"
        className={formStyles.link}
        aria-expanded={open}
        aria-controls={open ? `${id}-form` : undefined}
        onClick={() => toggle(!open)}
      >
        Add GST details for a business invoice
      </button>
      {open ? (
        <form id={`${id}-form`} className={`${formStyles.form} ${styles.gstForm}`} noValidate onSubmit={submit}>
          <div className={styles.formGrid}>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-gstin`} className={formStyles.label}>
                GST number (GSTIN)
              </label>
              <input
                ref={swapFocus.target}
                id={`${id}-gstin`}
                className={formStyles.input}
                value={gstNumber}
                onChange={(event) => setGstNumber(event.target.value)}
                maxLength={20}
                autoCapitalize="characters"
                autoComplete="off"
                aria-invalid={errors.gstNumber ? true : undefined}
                aria-describedby={`${id}-gstin-error`}
              />
              <FieldError id={`${id}-gstin-error`} message={errors.gstNumber} />
            </div>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-company`} className={formStyles.label}>
                Company name
              </label>
              <input
                id={`${id}-company`}
                className={formStyles.input}
                value={companyName}
                onChange={(event) => setCompanyName(event.target.value)}
                maxLength={100}
                autoComplete="organization"
                aria-invalid={errors.companyName ? true : undefined}
                aria-describedby={`${id}-company-error`}
              />
              <FieldError id={`${id}-company-error`} message={errors.companyName} />
            </div>
          </div>
          <div className={formStyles.actions}>
            <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
              {pending ? 'Saving…' : 'Save GST details'}
            </button>
            <button type="button" className={formStyles.secondary} onClick={() => toggle(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
