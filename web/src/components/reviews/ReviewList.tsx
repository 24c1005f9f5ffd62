'use client';

import { graphql, usePaginationFragment } from 'react-relay';
import type { ReviewListPaginationQuery } from '@/__generated__/ReviewListPaginationQuery.graphql';
import type { ReviewList_query$key } from '@/__generated__/ReviewList_query.graphql';
import { PagedLoadMore } from '@/components/list/PagedLoadMore';
import { REVIEWS_PER_PAGE } from '@/config/reviewsRoute';
import { ReviewCard } from './ReviewCard';
import styles from './reviews.module.css';

const reviewListFragment = graphql`
  fragment ReviewList_query on Query
  @refetchable(queryName: "ReviewListPaginationQuery")
  @argumentDefinitions(
    packageId: { type: "ID" }
    format: { type: "ReviewFormat", defaultValue: TEXT }
    rating: { type: "Int" }
    count: { type: "Int", defaultValue: 12 }
    cursor: { type: "String" }
  ) {
    reviews(packageId: $packageId, format: $format, rating: $rating, first: $count, after: $cursor)
      @connection(key: "ReviewList_reviews", filters: ["packageId", "format", "rating"]) {
      totalCount
      edges {
        node {
          id
          ...ReviewCard_review
        }
      }
    }
  }
`;

type ReviewListProps = {
  query: ReviewList_query$key;
  /** The server-rendered page this list starts at, and the public path of another page of the same filter. */
  page: number;
  pageHref: (page: number) => string;
};

/** The reviews of a filter, 12 at a time: 'Load more' appends in place, or opens `?page=N+1` without JavaScript. */
export function ReviewList({ query, page, pageHref }: ReviewListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ReviewListPaginationQuery, ReviewList_query$key>(reviewListFragment, query);
  const { edges, totalCount } = data.reviews;
  return (
    <section className={`container section ${styles.list}`} aria-label="Reviews">
      {edges.length === 0 ? (
        <p>No reviews match this filter yet.</p>
      ) : (
        <ul className={styles.grid} data-testid="review-list">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <ReviewCard review={node} />
            </li>
          ))}
        </ul>
      )}
      <PagedLoadMore
        shown={edges.length}
        total={totalCount}
        page={page}
        perPage={REVIEWS_PER_PAGE}
        pageHref={pageHref}
        noun="reviews"
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(REVIEWS_PER_PAGE)}
        previousLabel="Newer reviews"
      />
    </section>
  );
}
