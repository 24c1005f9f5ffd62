import { graphql } from 'react-relay';

/** Spec §7 `POST /package/recently-visit` with the user's token: the UI store's list in, the user's merged list out. */
export const recordRecentlyVisitedMutation = graphql`
  mutation recordRecentlyVisitedMutation($input: RecordRecentlyVisitedInput!) {
    recordRecentlyVisited(input: $input) {
      packages {
        id
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`;
