'use client';

import { useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ReviewFormat, ViewerReviewVotesQuery } from '@/__generated__/ViewerReviewVotesQuery.graphql';

/** The server-rendered page's reviews again, with the user's token: their own votes and the counts as they are now. */
const viewerReviewVotesQuery = graphql`
  query ViewerReviewVotesQuery($format: ReviewFormat, $rating: Int, $after: String) {
    reviews(format: $format, rating: $rating, first: 12, after: $after) {
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
export function ViewerReviewVotes({ format, rating, after }: { format: ReviewFormat; rating: number | null; after: string | null }) {
  const { status } = useSession();
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (status !== 'authenticated') return;
    const subscription = fetchQuery<ViewerReviewVotesQuery>(environment, viewerReviewVotesQuery, { format, rating, after }, {
      fetchPolicy: 'network-only',
    }).subscribe({});
    return () => subscription.unsubscribe();
  }, [status, environment, format, rating, after]);
  return null;
}
