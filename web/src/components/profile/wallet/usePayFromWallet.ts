'use client';

import { graphql } from 'react-relay';
import type { PayFromWalletInput, usePayFromWalletMutation } from '@/__generated__/usePayFromWalletMutation.graphql';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const payFromWalletMutation = graphql`
  mutation usePayFromWalletMutation($input: PayFromWalletInput!) {
    payFromWallet(input: $input) {
      order {
        id
        paid {
          label
        }
        balance {
          paise
          label
        }
      }
      wallet {
        balance {
          label
        }
      }
      userErrors {
        message
        field
      }
    }
  }
`;

/** `payFromWallet` (spec §7 `POST /wallet/request-to-pay`): the order's paid and balance update in the store. */
export function usePayFromWallet() {
  const pay = usePromiseMutation<usePayFromWalletMutation>(payFromWalletMutation);
  return async (input: PayFromWalletInput) => (await pay({ input })).payFromWallet;
}
