import { graphql } from 'react-relay';

/**
 * What a share change reads back: the group order (totals, shares) and the viewer's share inside it, so the page's
 * records update in the store. Spread by the travellers' and the GST mutations.
 */
export const shareChangeFragment = graphql`
  fragment shareChange_payload on GroupOrderSharePayload {
    groupOrder {
      id
      paidShareCount
      ...GroupOrderShares_groupOrder
      viewerShare {
        isPaid
        total {
          label
        }
        ...GroupShareForm_share
      }
    }
  }
`;
