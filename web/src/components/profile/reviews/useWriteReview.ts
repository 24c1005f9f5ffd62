'use client';

import { graphql } from 'react-relay';
import type { useWriteReviewMutation, WriteReviewInput } from '@/__generated__/useWriteReviewMutation.graphql';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const writeReviewMutation = graphql`
  mutation useWriteReviewMutation($input: WriteReviewInput!) {
    writeReview(input: $input) {
      review {
        id
      }
      viewer {
        ...ProfileReviews_viewer
      }
      userErrors {
        message
        field
      }
    }
  }
`;

/** `writeReview` (spec §7 `POST /review/add`): #Reviews updates from the payload's `viewer`. */
export function useWriteReview() {
  const write = usePromiseMutation<useWriteReviewMutation>(writeReviewMutation);
  return async (input: WriteReviewInput) => (await write({ input })).writeReview;
}
