'use client';

import { graphql, useFragment } from 'react-relay';
import type { CollectionItemList_collection$key } from '@/__generated__/CollectionItemList_collection.graphql';
import { itemListJsonLd } from '@/seo/itemList';
import { JsonLd } from '@/seo/JsonLd';
import { useSiteOrigin } from '@/seo/SiteOrigin';

const collectionItemListFragment = graphql`
  fragment CollectionItemList_collection on Collection {
    title
    path
    packages {
      title
      path
    }
  }
`;

/** The collection's packages as a schema.org `ItemList`, in the collection's order. */
export function CollectionItemList({ collection: collectionRef }: { collection: CollectionItemList_collection$key }) {
  const collection = useFragment(collectionItemListFragment, collectionRef);
  const listed = collection.packages.map((pkg) => ({ name: pkg.title, path: pkg.path }));
  return <JsonLd data={itemListJsonLd(listed, useSiteOrigin(), { name: collection.title, path: collection.path })} />;
}
