'use client';

import { useSession } from '@/auth/useSession';
import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ReviewFormat, ViewerReviewVotesQuery } from '@/__generated__/ViewerReviewVotesQuery.graphql';

/** The server-rendered page's reviews again, with the user's token: their own votes and the counts as they are now. */
const viewerReviewVotesQuery = graphql`
  query ViewerReviewVotesQuery($packageId: ID, $format: ReviewFormat, $rating: Int, $after: String) {
    reviews(packageId: $packageId, format: $format, rating: $rating, first: 12, after: $after) {
      edges {
        node {
          id
          likes
          dislikes
          myVote
        }
      }
    }
  }
`;

/**
 * The page is cached and answered as a visitor; once the session is known to be signed in, one query fills in
 * the user's votes (the records are shared by id, so the cards update). Pages loaded later come with them.
 */
type ViewerReviewVotesProps = { packageId: string | null; format: ReviewFormat; rating: number | null; after: string | null };

export function ViewerReviewVotes({ packageId, format, rating, after }: ViewerReviewVotesProps) {
  const { status } = useSession();
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (status !== 'authenticated') return;
    const subscription = fetchQuery<ViewerReviewVotesQuery>(environment, viewerReviewVotesQuery, { packageId, format, rating, after }, {
      fetchPolicy: 'network-only',
    }).subscribe({});
    return () => subscription.unsubscribe();
  }, [status, environment, packageId, format, rating, after]);
  return null;
}
