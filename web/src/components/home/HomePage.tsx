'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { HomePageQuery } from '@/__generated__/HomePageQuery.graphql';
import { CategoryTile } from '@/components/category/CategoryTile';
import { NoticeboardStrip } from '@/components/noticeboard/NoticeboardStrip';
import { PackageCard } from '@/components/package/PackageCard';
import { RecentlyVisited } from '@/components/recent/RecentlyVisited';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { DestinationSection } from './DestinationSection';
import { HomeHero } from './HomeHero';

const homePageQuery = graphql`
  query HomePageQuery {
    trending {
      packages {
        id
        ...PackageCard_package
      }
    }
    popularCategories {
      id
      ...CategoryTile_category
    }
    kailashMansarovar: category(slug: "kailash-mansarovar") {
      id
      ...DestinationSection_category
    }
    adiKailash: category(slug: "adi-kailash") {
      id
      ...DestinationSection_category
    }
    charDham: category(slug: "char-dham") {
      id
      ...DestinationSection_category
    }
    nepal: category(slug: "nepal") {
      id
      ...DestinationSection_category
    }
    ...NoticeboardStrip_query
  }
`;

export function HomePage({ preloaded }: { preloaded: SerializablePreloadedQuery<HomePageQuery> }) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, queryRef);
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
                <PackageCard package={pkg} />
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
