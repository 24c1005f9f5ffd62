'use client';

import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SearchTrendingQuery } from '@/__generated__/SearchTrendingQuery.graphql';
import { CategoryTile } from '@/components/category/CategoryTile';
import { PackageCard } from '@/components/package/PackageCard';
import { SearchGroup, SearchGroupItem } from './SearchGroupList';

export const searchTrendingQuery = graphql`
  query SearchTrendingQuery {
    trending {
      packages {
        id
        ...PackageCard_package
      }
      categories {
        id
        ...CategoryTile_category @relay(mask: false)
      }
    }
  }
`;

/** What the overlay shows before a query of 3 characters: trending packages and destinations. */
export function SearchTrending({ queryRef }: { queryRef: PreloadedQuery<SearchTrendingQuery> }) {
  const { trending } = usePreloadedQuery<SearchTrendingQuery>(searchTrendingQuery, queryRef);
  // Trending that failed to load leaves the overlay empty, silently (spec §8: search failures are ignored).
  if (!trending) return null;
  return (
    <div data-testid="search-trending">
      {trending.packages.length > 0 ? (
        <SearchGroup title="Trending Packages">
          {trending.packages.map((item) => (
            <SearchGroupItem key={item.id}>
              <PackageCard package={item} />
            </SearchGroupItem>
          ))}
        </SearchGroup>
      ) : null}
      {trending.categories.length > 0 ? (
        <SearchGroup title="Trending Destinations" tiles>
          {trending.categories.map((category) => (
            <SearchGroupItem key={category.id}>
              <CategoryTile category={category} />
            </SearchGroupItem>
          ))}
        </SearchGroup>
      ) : null}
    </div>
  );
}
