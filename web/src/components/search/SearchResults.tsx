'use client';

import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SearchResultsQuery } from '@/__generated__/SearchResultsQuery.graphql';
import { SearchContentSection } from './SearchContentSection';
import { searchAnnouncement } from './searchAnnouncement';
import { SearchPackageSection } from './SearchPackageSection';
import { SearchTabs } from './SearchTabs';
import { SEARCH_TABS, chooseActiveTab, showNoTours, tabLabel, type SearchCounts, type SearchTabKey } from './searchRules';
import styles from './SearchResults.module.css';

export const searchResultsQuery = graphql`
  query SearchResultsQuery($query: String!) {
    search(query: $query) {
      query
      totalCount
      packages {
        count
        ...SearchPackageSection_section
      }
      blogs {
        count
        ...SearchContentSection_section
      }
      news {
        count
        ...SearchContentSection_section
      }
      collections {
        count
        ...SearchContentSection_section
      }
    }
  }
`;

type SearchResultsProps = {
  queryRef: PreloadedQuery<SearchResultsQuery>;
  /** What the overlay's live region should say about these results ('' once they are gone). */
  onAnnounce: (text: string) => void;
};

/** Search results in tabs Packages, Blogs, News and Collection, each with its count. */
export function SearchResults({ queryRef, onAnnounce }: SearchResultsProps) {
  const { search } = usePreloadedQuery<SearchResultsQuery>(searchResultsQuery, queryRef);
  const counts: SearchCounts = {
    packages: search.packages.count,
    blogs: search.blogs.count,
    news: search.news.count,
    collections: search.collections.count,
  };

  // Said once per settled query: results change only after the debounce, and a transition keeps the last ones meanwhile.
  const announcement = searchAnnouncement(search.query, counts);
  useEffect(() => {
    onAnnounce(announcement);
    return () => onAnnounce('');
  }, [announcement, onAnnounce]);

  const [selected, setSelected] = useState<SearchTabKey>(() => chooseActiveTab('packages', counts));
  const [selectedFor, setSelectedFor] = useState(search.query);
  // New results: move to a tab that has some, unless the chosen one does (state adjusted during render).
  if (selectedFor !== search.query) {
    setSelectedFor(search.query);
    setSelected(chooseActiveTab(selected, counts));
  }

  return (
    <div className={styles.results}>
      <SearchTabs
        label="Search results"
        tabs={SEARCH_TABS.map(({ key, label }) => ({ key, label: tabLabel(label, counts[key]) }))}
        active={selected}
        onSelect={setSelected}
        renderPanel={(key) =>
          key === 'packages' ? (
            <SearchPackageSection section={search.packages} />
          ) : (
            <SearchContentSection section={search[key]} />
          )
        }
      />
      {showNoTours(search.query, search.totalCount) ? <p role="status" className={styles.noTours}>no tours found</p> : null}
    </div>
  );
}
