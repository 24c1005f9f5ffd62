/** An image as the media host served it (`SizedImage_image`'s fields). */
export type SizedImageData = { readonly url: string; readonly width: number; readonly height: number; readonly alt: string };

type SizedImageViewProps = {
  image: SizedImageData;
  /** Above-the-fold hero: load eagerly at high fetch priority instead of lazily. */
  priority?: boolean;
  /** The image only repeats nearby text (e.g. a tile title), so screen readers skip it. */
  decorative?: boolean;
  className?: string;
  /** Smaller renders of the same picture (`srcset` width descriptors) and the width it is shown at (`sizes`). */
  srcSet?: string;
  sizes?: string;
};

/**
 * An `<img>` at the size the media host served it, so the browser reserves its box before it loads (no layout
 * shift). Plain markup: server components render it from a query's data, `SizedImage` from a Relay fragment.
 */
export function SizedImageView({ image, priority = false, decorative = false, className, srcSet, sizes }: SizedImageViewProps) {
  return (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
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
