import { graphql } from 'relay-runtime';
import type { CategoryFirstPackages_category$data } from '@/__generated__/CategoryFirstPackages_category.graphql';
import { PackageCardView } from '@/components/package/PackageCardView';
import type { ServerFragment } from '@/relay/serverFragment';
import { itemListJsonLd } from '@/seo/itemList';
import { JsonLd } from '@/seo/JsonLd';
import { siteUrl } from '@/config/siteUrl';
// A plain module: a value imported from a client module is only a reference on the server.
import { CATEGORY_PAGE_SIZE } from './categoryPageSize';
import { CategoryPackageList } from './CategoryPackageList';

/** Spread unmasked by the category page's server query: the first 12 cards and where the next page starts. */
export const categoryFirstPackagesFragment = graphql`
  fragment CategoryFirstPackages_category on Category {
    id
    packages(first: 12) {
      totalCount
      edges {
        node {
          id
          title
          path
          ...PackageCard_package @relay(mask: false)
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;

/** The category's package grid (server component): 12 cards, their `ItemList`, and 'Load more' while pages remain. */
export function CategoryFirstPackages({ category }: { category: ServerFragment<CategoryFirstPackages_category$data> }) {
  const { edges, totalCount, pageInfo } = category.packages;
  const listed = edges.map(({ node }) => ({ name: node.title, path: node.path }));
  return (
    <section className="container section" aria-labelledby="category-packages-heading">
      <h2 id="category-packages-heading" className="section-title">
        Packages
      </h2>
      {edges.length === 0 ? <p>No tours found in this category yet.</p> : null}
      <CategoryPackageList
        categoryId={category.id}
        cursor={pageInfo.endCursor ?? null}
        shown={edges.length}
        total={totalCount}
        hasNext={pageInfo.hasNextPage && edges.length >= CATEGORY_PAGE_SIZE}
      >
        {edges.map(({ node }, index) => (
          <li key={node.id}>
            <PackageCardView package={node} priority={index === 0} />
          </li>
        ))}
      </CategoryPackageList>
      {listed.length > 0 ? <JsonLd data={itemListJsonLd(listed, siteUrl().origin, { total: totalCount })} /> : null}
    </section>
  );
}
