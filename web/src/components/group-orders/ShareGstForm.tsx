'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { z } from '@/lib/validation/zod';
import type { ShareGstFormMutation } from '@/__generated__/ShareGstFormMutation.graphql';
import { FormError } from '@/components/form/FormError';
import { TextField } from '@/components/form/TextField';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import styles from './GroupOrders.module.css';

const setShareGstMutation = graphql`
  mutation ShareGstFormMutation($input: SetGroupOrderShareGstDetailsInput!) {
    setGroupOrderShareGstDetails(input: $input) {
      ...shareChange_payload
      userErrors {
        message
        field
      }
    }
  }
`;

const gstSchema = z.object({
  gstNumber: z.string().trim().min(1, 'GST number is required').max(20, 'Invalid GST number'),
  companyName: z.string().trim().min(1, 'Company name is required').max(120, 'The company name can be at most 120 characters'),
});
type GstValues = z.infer<typeof gstSchema>;

/** The GST invoice details of the member's share (optional). */
export function ShareGstForm({ groupOrderId, saved }: { groupOrderId: string; saved: GstValues | null }) {
  const form = useForm<GstValues>({ resolver: zodResolver(gstSchema), defaultValues: saved ?? { gstNumber: '', companyName: '' } });
  const setGst = usePromiseMutation<ShareGstFormMutation>(setShareGstMutation);
  const submit = form.handleSubmit(async (values) => {
    try {
      const { setGroupOrderShareGstDetails: payload } = await setGst({ input: { groupOrderId, ...values } });
      const refused = payload.userErrors[0];
      if (refused?.field === 'gstNumber') form.setError('gstNumber', { message: refused.message });
      else if (refused) form.setError('root', { message: failureMessage(payload) });
    } catch {
      form.setError('root', { message: UNEXPECTED_ERROR_MESSAGE });
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className={styles.card} aria-labelledby="share-gst-title">
      <h3 id="share-gst-title" className={styles.title}>
        GST invoice (optional)
      </h3>
      <TextField label="GST number" registration={form.register('gstNumber')} error={errors.gstNumber?.message} autoComplete="off" />
      <TextField label="Company name" registration={form.register('companyName')} error={errors.companyName?.message} autoComplete="organization" />
      <FormError message={errors.root?.message} />
      <div className={styles.actions}>
        <button type="submit" className="button button-secondary" disabled={isSubmitting}>
          Save GST details
        </button>
      </div>
    </form>
  );
}
