'use client';

import { graphql, useFragment } from 'react-relay';
import type { SearchPackageSection_section$key } from '@/__generated__/SearchPackageSection_section.graphql';
import { PackageCard } from '@/components/package/PackageCard';
import { SearchGroup, SearchGroupItem } from './SearchGroupList';

const searchPackageSectionFragment = graphql`
  fragment SearchPackageSection_section on PackageSearchSection {
    groups {
      title
      slug
      items {
        id
        ...PackageCard_package
      }
    }
  }
`;

/** Package results under their category titles. */
export function SearchPackageSection({ section: sectionRef }: { section: SearchPackageSection_section$key }) {
  const section = useFragment(searchPackageSectionFragment, sectionRef);
  return (
    <>
      {section.groups.map((group) => (
        <SearchGroup key={group.slug ?? group.title} title={group.title}>
          {group.items.map((item) => (
            <SearchGroupItem key={item.id}>
              <PackageCard package={item} />
            </SearchGroupItem>
          ))}
        </SearchGroup>
      ))}
    </>
  );
}
