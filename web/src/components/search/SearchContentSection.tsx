'use client';

import { graphql, useFragment } from 'react-relay';
import type { SearchContentSection_section$key } from '@/__generated__/SearchContentSection_section.graphql';
import { SearchContentCard } from './SearchContentCard';
import { SearchGroup, SearchGroupItem } from './SearchGroupList';

const searchContentSectionFragment = graphql`
  fragment SearchContentSection_section on ContentSearchSection {
    groups {
      title
      items {
        id
        ...SearchContentCard_item
      }
    }
  }
`;

/** Blog, news or collection results under their group titles. */
export function SearchContentSection({ section: sectionRef }: { section: SearchContentSection_section$key }) {
  const section = useFragment(searchContentSectionFragment, sectionRef);
  return (
    <>
      {section.groups.map((group) => (
        <SearchGroup key={group.title} title={group.title}>
          {group.items.map((item) => (
            <SearchGroupItem key={item.id}>
              <SearchContentCard item={item} />
            </SearchGroupItem>
          ))}
        </SearchGroup>
      ))}
    </>
  );
}
