'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { CancelGroupOrderDialogMutation } from '@/__generated__/CancelGroupOrderDialogMutation.graphql';
import { Dialog } from '@/components/dialog/Dialog';
import { FormError } from '@/components/form/FormError';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { firstUserError, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
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
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      const { cancelGroupOrder: result } = await cancel({ input: { groupOrderId } });
      const error = firstUserError(result.userErrors);
      if (error) return setFailure(error);
      toast.success('Group order cancelled');
      router.push('/profile#groupOrders');
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog title="Cancel group order?" onClose={onClose}>
      <FormError message={failure} />
      <p>
        Cancel <strong>{title}</strong>? Its seats are given back and its members can no longer pay their shares.
      </p>
      <div className={formStyles.actions}>
        <button type="button" className="button button-secondary" onClick={onClose} data-autofocus="">
          Keep it
        </button>
        <button type="button" className="button" onClick={confirm} disabled={pending} aria-busy={pending || undefined}>
          Cancel group order
        </button>
      </div>
    </Dialog>
  );
}
