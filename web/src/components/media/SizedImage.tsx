'use client';

import { graphql, useFragment } from 'react-relay';
import type { SizedImage_image$key } from '@/__generated__/SizedImage_image.graphql';

const sizedImageFragment = graphql`
  fragment SizedImage_image on Image {
    url
    width
    height
    alt
  }
`;

type SizedImageProps = {
  image: SizedImage_image$key;
  /** Above-the-fold hero: load eagerly at high fetch priority instead of lazily. */
  priority?: boolean;
  /** The image only repeats nearby text (e.g. a tile title), so screen readers skip it. */
  decorative?: boolean;
  className?: string;
};

/**
 * An `<img>` at the size the media host served it, so the browser reserves its box before it
 * loads (no layout shift). The parent picks the size with `image(width:, height:, ...)`.
 */
export function SizedImage({ image: imageRef, priority = false, decorative = false, className }: SizedImageProps) {
  const image = useFragment(sizedImageFragment, imageRef);
  return (
    <img
      src={image.url}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
