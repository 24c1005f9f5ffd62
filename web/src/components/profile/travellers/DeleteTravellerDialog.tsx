'use client';

import { graphql } from 'react-relay';
import type { DeleteTravellerDialogMutation } from '@/__generated__/DeleteTravellerDialogMutation.graphql';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { toast } from '@/components/toast';
import { firstUserError } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { focusHeadingAfterDialog } from '@/lib/a11y/focusHeadingAfterDialog';
import { headingIdOf } from '../profileSections';

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
  const done = () => {
    toast.success('Traveller deleted');
    onClose();
    focusHeadingAfterDialog(headingIdOf('Travellers'));
  };
  return (
    <ConfirmDialog
      title="Delete traveller?"
      onConfirm={async () => firstUserError((await deleteTraveller({ input: { id } })).deleteTraveller.userErrors)}
      onDone={done}
      onClose={onClose}
    >
      Delete <strong>{name}</strong> from your saved travellers? Bookings already made keep their travellers.
    </ConfirmDialog>
  );
}
