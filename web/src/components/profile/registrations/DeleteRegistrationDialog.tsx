'use client';

import { useState } from 'react';
import { graphql } from 'react-relay';
import type { DeleteRegistrationDialogMutation } from '@/__generated__/DeleteRegistrationDialogMutation.graphql';
import { Dialog } from '@/components/dialog/Dialog';
import { FormError } from '@/components/form/FormError';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { UNEXPECTED_ERROR_MESSAGE, firstUserError } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { focusSectionHeading } from '../focusSectionHeading';

const deleteRegistrationMutation = graphql`
  mutation DeleteRegistrationDialogMutation($input: RegistrationIdInput!) {
    deleteRegistration(input: $input) {
      deletedRegistrationId
      viewer {
        id
        registrations {
          id
        }
      }
      userErrors {
        message
      }
    }
  }
`;

type DeleteRegistrationDialogProps = { id: string; name: string; viewerId: string; onClose: () => void };

/** 'Delete registration?': confirm, then `deleteRegistration`; the list updates from the payload's viewer. */
export function DeleteRegistrationDialog({ id, name, onClose }: DeleteRegistrationDialogProps) {
  const deleteRegistration = usePromiseMutation<DeleteRegistrationDialogMutation>(deleteRegistrationMutation);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      const { deleteRegistration: result } = await deleteRegistration({ input: { id } });
      const error = firstUserError(result.userErrors);
      if (error) return setFailure(error);
      toast.success('Registration deleted');
      onClose();
      focusSectionHeading('registrations');
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog title="Delete registration?" onClose={onClose}>
      <FormError message={failure} />
      <p>
        Delete the KMY registration of <strong>{name}</strong>? Its details and documents are removed.
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
