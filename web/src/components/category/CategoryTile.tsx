'use client';

import Link from 'next/link';
import { graphql, useFragment } from 'react-relay';
import { SizedImage } from '@/components/media/SizedImage';
import type { CategoryTile_category$key } from '@/__generated__/CategoryTile_category.graphql';
import styles from './CategoryTile.module.css';

const categoryTileFragment = graphql`
  fragment CategoryTile_category on Category {
    slug
    title
    image(width: 260, height: 190, format: WEBP) {
      ...SizedImage_image
    }
  }
`;

export function CategoryTile({ category: categoryRef }: { category: CategoryTile_category$key }) {
  const category = useFragment(categoryTileFragment, categoryRef);
  return (
    <Link prefetch={false} href={`/package/${category.slug}`} className={styles.tile}>
      <span className={styles.media}>
        {category.image ? (
          <SizedImage image={category.image} decorative className={styles.image} />
        ) : null}
      </span>
      <span className={styles.title}>{category.title}</span>
    </Link>
  );
}
