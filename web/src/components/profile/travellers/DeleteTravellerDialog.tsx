'use client';

import { useState } from 'react';
import { graphql } from 'react-relay';
import type { DeleteTravellerDialogMutation } from '@/__generated__/DeleteTravellerDialogMutation.graphql';
import { Dialog } from '@/components/dialog/Dialog';
import { FormError } from '@/components/form/FormError';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { UNEXPECTED_ERROR_MESSAGE, firstUserError } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { focusSectionHeading } from '../focusSectionHeading';

const deleteTravellerMutation = graphql`
  mutation DeleteTravellerDialogMutation($input: DeleteTravellerInput!) {
    deleteTraveller(input: $input) {
      deletedTravellerId @deleteRecord
      viewer {
        ...ProfileTravellers_viewer
      }
      userErrors {
        message
      }
    }
  }
`;

/** 'Delete traveller?': confirm, then `deleteTraveller`; the list updates from the payload. */
export function DeleteTravellerDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const deleteTraveller = usePromiseMutation<DeleteTravellerDialogMutation>(deleteTravellerMutation);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      const { deleteTraveller: result } = await deleteTraveller({ input: { id } });
      const error = firstUserError(result.userErrors);
      if (error) return setFailure(error);
      toast.success('Traveller deleted');
      onClose();
      focusSectionHeading('Travellers');
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog title="Delete traveller?" onClose={onClose}>
      <FormError message={failure} />
      <p>
        Delete <strong>{name}</strong> from your saved travellers? Bookings already made keep their travellers.
      </p>
      <div className={formStyles.actions}>
        <button type="button" className="button button-secondary" onClick={onClose} data-autofocus="">
          Cancel
        </button>
        <button type="button" className="button" onClick={confirm} disabled={pending} aria-busy={pending || undefined}>
          Delete
        </button>
      </div>
    </Dialog>
  );
}
