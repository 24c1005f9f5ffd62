'use client';

import { graphql, usePaginationFragment } from 'react-relay';
import type { ProfileWishlistPaginationQuery } from '@/__generated__/ProfileWishlistPaginationQuery.graphql';
import type { ProfileWishlist_viewer$key } from '@/__generated__/ProfileWishlist_viewer.graphql';
import { PackageCard } from '@/components/package/PackageCard';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';
import { RemoveFromWishlistButton } from './RemoveFromWishlistButton';
import { LoadMore } from '@/components/list/LoadMore';

export const WISHLIST_PAGE_SIZE = 6;

const profileWishlistFragment = graphql`
  fragment ProfileWishlist_viewer on Viewer
  @refetchable(queryName: "ProfileWishlistPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 6 }, cursor: { type: "String" }) {
    wishlistCount
    wishlist(first: $count, after: $cursor) @connection(key: "ProfileWishlist_wishlist") {
      __id
      edges {
        node {
          id
          title
          ...PackageCard_package
        }
      }
    }
  }
`;

/** #wishList: every wishlisted package, newest first, 6 at a time with 'Load more'; each can be removed. */
export function ProfileWishlist({ viewer: viewerRef }: { viewer: ProfileWishlist_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ProfileWishlistPaginationQuery, ProfileWishlist_viewer$key>(
    profileWishlistFragment,
    viewerRef,
  );
  const { edges, __id: connectionId } = data.wishlist;
  return (
    <ProfileSection id="wishList" title="Wishlist">
      {edges.length === 0 ? (
        <p className={styles.empty}>Your wishlist is empty. Tap the heart on a package to keep it here.</p>
      ) : (
        <ul className="card-grid" data-testid="wishlist">
          {edges.map(({ node }) => (
            <li key={node.id} className={styles.wishlistItem}>
              <PackageCard package={node} />
              <RemoveFromWishlistButton packageId={node.id} title={node.title} connectionId={connectionId} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore shown={edges.length} total={data.wishlistCount} noun="packages" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(WISHLIST_PAGE_SIZE)} />
    </ProfileSection>
  );
}
