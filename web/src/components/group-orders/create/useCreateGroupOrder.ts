'use client';

import { graphql } from 'react-relay';
import type { CreateGroupOrderInput, useCreateGroupOrderMutation } from '@/__generated__/useCreateGroupOrderMutation.graphql';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const createGroupOrderMutation = graphql`
  mutation useCreateGroupOrderMutation($input: CreateGroupOrderInput!) {
    createGroupOrder(input: $input) {
      groupOrder {
        id
        internalId
      }
      userErrors {
        message
        field
      }
    }
  }
`;

/** `createGroupOrder` (REST `POST /group-orders`): the new group order's ids, or why it was refused. */
export function useCreateGroupOrder() {
  const create = usePromiseMutation<useCreateGroupOrderMutation>(createGroupOrderMutation);
  return async (input: CreateGroupOrderInput) => (await create({ input })).createGroupOrder;
}
