'use client';

import { useRouter } from 'next/navigation';
import { graphql } from 'react-relay';
import type { CancelGroupOrderDialogMutation } from '@/__generated__/CancelGroupOrderDialogMutation.graphql';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { toast } from '@/components/toast';
import { firstUserError } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const cancelGroupOrderMutation = graphql`
  mutation CancelGroupOrderDialogMutation($input: CancelGroupOrderInput!) {
    cancelGroupOrder(input: $input) {
      cancelledGroupOrderId
      groupOrder {
        id
        status
      }
      userErrors {
        message
      }
    }
  }
`;

type Props = { groupOrderId: string; title: string; onClose: () => void };

/** 'Cancel group order?': confirm, then `cancelGroupOrder`; its seats go back, it stays listed as 'Cancelled' and the profile's list opens. */
export function CancelGroupOrderDialog({ groupOrderId, title, onClose }: Props) {
  const cancel = usePromiseMutation<CancelGroupOrderDialogMutation>(cancelGroupOrderMutation);
  const router = useRouter();
  return (
    <ConfirmDialog
      title="Cancel group order?"
      confirmLabel="Cancel group order"
      dismissLabel="Keep it"
      onConfirm={async () => firstUserError((await cancel({ input: { groupOrderId } })).cancelGroupOrder.userErrors)}
      onDone={() => {
        toast.success('Group order cancelled');
        router.push('/profile#groupOrders');
      }}
      onClose={onClose}
    >
      Cancel <strong>{title}</strong>? Its seats are given back and its members can no longer pay their shares.
    </ConfirmDialog>
  );
}
