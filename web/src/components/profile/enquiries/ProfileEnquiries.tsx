'use client';

import { graphql, usePaginationFragment } from 'react-relay';
import type { ProfileEnquiriesPaginationQuery } from '@/__generated__/ProfileEnquiriesPaginationQuery.graphql';
import type { ProfileEnquiries_viewer$key } from '@/__generated__/ProfileEnquiries_viewer.graphql';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';
import { EnquiryItem } from './EnquiryItem';
import { LoadMore } from '@/components/list/LoadMore';

const PAGE_SIZE = 10;

const profileEnquiriesFragment = graphql`
  fragment ProfileEnquiries_viewer on Viewer
  @refetchable(queryName: "ProfileEnquiriesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    enquiries(first: $count, after: $cursor) @connection(key: "ProfileEnquiries_enquiries") {
      totalCount
      edges {
        node {
          internalId
          ...EnquiryItem_enquiry
        }
      }
    }
  }
`;

/** #enquiry: the user's enquiries, newest first, 10 at a time; the empty state when there are none. */
export function ProfileEnquiries({ viewer: viewerRef }: { viewer: ProfileEnquiries_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ProfileEnquiriesPaginationQuery, ProfileEnquiries_viewer$key>(
    profileEnquiriesFragment,
    viewerRef,
  );
  const { edges, totalCount } = data.enquiries;
  return (
    <ProfileSection id="enquiry" title="Enquiries">
      {edges.length === 0 ? (
        <p className={styles.empty}>You have not sent any enquiries yet.</p>
      ) : (
        <>
          <ul className={styles.list} data-testid="enquiries">
            {edges.map(({ node }) => (
              <li key={node.internalId}>
                <EnquiryItem enquiry={node} />
              </li>
            ))}
          </ul>
          <LoadMore shown={edges.length} total={totalCount} noun="enquiries" hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(PAGE_SIZE)} />
        </>
      )}
    </ProfileSection>
  );
}
