'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { z } from '@/lib/validation/zod';
import type { ShareTravellersFormMutation } from '@/__generated__/ShareTravellersFormMutation.graphql';
import { FormError } from '@/components/form/FormError';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import styles from './GroupOrders.module.css';

const updateShareMutation = graphql`
  mutation ShareTravellersFormMutation($input: UpdateGroupOrderShareInput!) {
    updateGroupOrderShare(input: $input) {
      ...shareChange_payload
      userErrors {
        message
        field
      }
    }
  }
`;

type Props = { groupOrderId: string; persons: number; chosen: readonly string[]; travellers: readonly { id: string; fullName: string }[] };

/** Chooses the member's saved travellers for their share (exactly `persons` are needed to pay). */
export function ShareTravellersForm({ groupOrderId, persons, chosen, travellers }: Props) {
  const schema = z.object({ travellerIds: z.array(z.string()).max(persons, `Choose at most ${persons} travellers`) });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { travellerIds: [...chosen] } });
  const update = usePromiseMutation<ShareTravellersFormMutation>(updateShareMutation);
  const submit = form.handleSubmit(async (values) => {
    try {
      const { updateGroupOrderShare: payload } = await update({ input: { groupOrderId, travellerIds: values.travellerIds } });
      if (payload.userErrors.length > 0) form.setError('root', { message: failureMessage(payload) });
    } catch {
      form.setError('root', { message: UNEXPECTED_ERROR_MESSAGE });
    }
  });
  const error = form.formState.errors.travellerIds?.message ?? form.formState.errors.root?.message;
  return (
    <form onSubmit={submit} noValidate className={styles.card}>
      <fieldset className={styles.choices}>
        <legend>Travellers of your share ({persons})</legend>
        {travellers.length === 0 && <p>You have no saved travellers yet.</p>}
        {travellers.map((traveller) => (
          <label key={traveller.id}>
            <input type="checkbox" value={traveller.id} {...form.register('travellerIds')} />
            {traveller.fullName}
          </label>
        ))}
      </fieldset>
      <FormError message={error} />
      <div className={styles.actions}>
        <button type="submit" className="button button-secondary" disabled={form.formState.isSubmitting}>
          Save travellers
        </button>
        <Link href="/profile#Travellers">Add a traveller</Link>
      </div>
    </form>
  );
}
