import { graphql } from 'relay-runtime';
import type { HomePageQuery } from '@/__generated__/HomePageQuery.graphql';
import { CategoryTile } from '@/components/category/CategoryTile';
import { NoticeboardStrip } from '@/components/noticeboard/NoticeboardStrip';
import { PackageCardView } from '@/components/package/PackageCardView';
import { RecentlyVisited } from '@/components/recent/RecentlyVisited';
import { DestinationSection } from './DestinationSection';
import { HomeHero } from './HomeHero';

/**
 * Asked on the server only (a server component): every fragment is spread unmasked, so the page's markup is rendered
 * from the raw answer and none of its code but the islands (hearts, Request Price, recently visited) reaches the browser.
 */
export const homePageQuery = graphql`
  query HomePageQuery {
    trending {
      packages {
        id
        ...PackageCard_package @relay(mask: false)
      }
    }
    popularCategories {
      id
      ...CategoryTile_category @relay(mask: false)
    }
    kailashMansarovar: category(slug: "kailash-mansarovar") {
      id
      ...DestinationSection_category @relay(mask: false)
    }
    adiKailash: category(slug: "adi-kailash") {
      id
      ...DestinationSection_category @relay(mask: false)
    }
    charDham: category(slug: "char-dham") {
      id
      ...DestinationSection_category @relay(mask: false)
    }
    nepal: category(slug: "nepal") {
      id
      ...DestinationSection_category @relay(mask: false)
    }
    ...NoticeboardStrip_query @relay(mask: false)
  }
`;

export function HomePage({ data }: { data: HomePageQuery['response'] }) {
  const destinations = [data.kailashMansarovar, data.adiKailash, data.charDham, data.nepal].filter(
    (category) => category != null,
  );

  return (
    <>
      <NoticeboardStrip query={data} />
      <HomeHero />
      {/* Trending is non-critical: when it could not be loaded (null) the rest of the home page shows without it. */}
      {data.trending ? (
        <section className="container section" aria-labelledby="trending-heading">
          <h2 id="trending-heading" className="section-title">
            Trending Packages
          </h2>
          <ul className="card-grid">
            {data.trending.packages.map((pkg) => (
              <li key={pkg.id}>
                <PackageCardView package={pkg} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.popularCategories.length > 0 ? (
        <section className="container section" aria-labelledby="popular-heading">
          <h2 id="popular-heading" className="section-title">
            Popular Destinations
          </h2>
          <ul className="card-grid" data-variant="tiles">
            {data.popularCategories.map((category) => (
              <li key={category.id}>
                <CategoryTile category={category} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {destinations.map((category) => (
        <DestinationSection key={category.id} category={category} />
      ))}
      <RecentlyVisited />
    </>
  );
}
