'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { CollectionPageQuery } from '@/__generated__/CollectionPageQuery.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { ContentBody } from '@/components/content-body/ContentBody';
import { PackageCard } from '@/components/package/PackageCard';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { CollectionItemList } from './CollectionItemList';
import pageStyles from '@/components/content-body/ContentPage.module.css';

const collectionPageQuery = graphql`
  query CollectionPageQuery($slug: String!) {
    collection(slug: $slug) {
      title
      summary
      path
      bodyHtml
      packageCount
      packages {
        id
        ...PackageCard_package
      }
      ...CollectionItemList_collection
    }
  }
`;

/** `/collections/{slug}`: the introduction and the collection's packages as the category page's cards. */
export function CollectionPage({ preloaded }: { preloaded: SerializablePreloadedQuery<CollectionPageQuery> }) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const { collection } = usePreloadedQuery<CollectionPageQuery>(collectionPageQuery, queryRef);
  // The server route answers 404 before rendering this when the collection does not exist.
  if (collection == null) return null;
  return (
    <article className={`container ${pageStyles.page}`}>
      <Breadcrumbs crumbs={[{ label: collection.title }]} />
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{collection.title}</h1>
        <p className={pageStyles.summary}>{collection.summary}</p>
      </header>
      <ContentBody html={collection.bodyHtml} />
      <section className="section" aria-labelledby="collection-packages-heading">
        <h2 id="collection-packages-heading" className="section-title">
          {collection.packageCount === 1 ? '1 package' : `${collection.packageCount} packages`}
        </h2>
        <ul className="card-grid" data-testid="collection-packages">
          {collection.packages.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard package={pkg} />
            </li>
          ))}
        </ul>
      </section>
      <CollectionItemList collection={collection} />
    </article>
  );
}
