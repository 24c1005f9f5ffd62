'use client';

import { graphql, useFragment } from 'react-relay';
import type { SizedImage_image$key } from '@/__generated__/SizedImage_image.graphql';
import { SizedImageView } from './SizedImageView';

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

/** `SizedImageView` from the `SizedImage_image` fragment (server components spread it unmasked and use the view). */
export function SizedImage({ image: imageRef, ...props }: SizedImageProps) {
  const image = useFragment(sizedImageFragment, imageRef);
  return <SizedImageView image={image} {...props} />;
}
