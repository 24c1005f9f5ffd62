import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { graphql } from 'relay-runtime';
import type { CategoryTile_category$data } from '@/__generated__/CategoryTile_category.graphql';
import { SizedImageView } from '@/components/media/SizedImageView';
import type { ServerFragment } from '@/relay/serverFragment';
import styles from './CategoryTile.module.css';

/** Spread unmasked (`@relay(mask: false)`): the tile is plain markup, rendered by server and client components alike. */
export const categoryTileFragment = graphql`
  fragment CategoryTile_category on Category {
    slug
    title
    image(width: 260, height: 190, format: WEBP) {
      ...SizedImage_image @relay(mask: false)
    }
  }
`;

export function CategoryTile({ category }: { category: ServerFragment<CategoryTile_category$data> }) {
  return (
    <PrefetchOnIntentLink href={`/package/${category.slug}`} className={styles.tile}>
      <span className={styles.media}>
        {category.image ? (
          <SizedImageView image={category.image} decorative className={styles.image} />
        ) : null}
      </span>
      <span className={styles.title}>{category.title}</span>
    </PrefetchOnIntentLink>
  );
}
