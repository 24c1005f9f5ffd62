'use client';

import { graphql } from 'react-relay';
import type { DeleteRegistrationDialogMutation } from '@/__generated__/DeleteRegistrationDialogMutation.graphql';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { toast } from '@/components/toast';
import { firstUserError } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { focusHeadingAfterDialog } from '@/lib/a11y/focusHeadingAfterDialog';
import { headingIdOf } from '../profileSections';

const deleteRegistrationMutation = graphql`
  mutation DeleteRegistrationDialogMutation($input: DeleteRegistrationInput!) {
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
  const done = () => {
    toast.success('Registration deleted');
    onClose();
    focusHeadingAfterDialog(headingIdOf('registrations'));
  };
  return (
    <ConfirmDialog
      title="Delete registration?"
      onConfirm={async () => firstUserError((await deleteRegistration({ input: { id } })).deleteRegistration.userErrors)}
      onDone={done}
      onClose={onClose}
    >
      Delete the KMY registration of <strong>{name}</strong>? Its details and documents are removed.
    </ConfirmDialog>
  );
}
