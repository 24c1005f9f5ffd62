'use client';

import { graphql, useFragment } from 'react-relay';
import type { ItemList } from 'schema-dts';
import type { CollectionItemList_collection$key } from '@/__generated__/CollectionItemList_collection.graphql';
import { JsonLd } from '@/seo/JsonLd';

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
  const list: ItemList = {
    '@type': 'ItemList',
    name: collection.title,
    url: collection.path,
    numberOfItems: collection.packages.length,
    itemListElement: collection.packages.map((pkg, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: pkg.title,
      url: pkg.path,
    })),
  };
  return <JsonLd data={{ '@context': 'https://schema.org', ...list }} />;
}
