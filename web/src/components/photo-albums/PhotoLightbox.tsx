'use client';

import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import styles from './PhotoLightbox.module.css';

export interface LightboxPhoto {
  url: string;
  width: number;
  height: number;
  caption: string;
}

type PhotoLightboxProps = {
  /** The album's title: the dialog's label. */
  title: string;
  photos: readonly LightboxPhoto[];
  index: number;
  onClose: () => void;
};

/**
 * yet-another-react-lightbox (web/README.md "Videos and photo albums" says why): a modal dialog whose siblings are
 * made inert while it is open, Escape and the close button close it and focus returns to the thumbnail that opened
 * it; ArrowLeft/ArrowRight and swipes move; captions and a visible "n of m" counter; a focused button shows a ring
 * (PhotoLightbox.module.css). Only this photo and its neighbours are requested, and only once it is open. Loaded on
 * demand (next/dynamic) by `PhotoGrid`.
 */
export function PhotoLightbox({ title, photos, index, onClose }: PhotoLightboxProps) {
  return (
    <Lightbox
      open
      className={styles.lightbox}
      index={index}
      close={onClose}
      slides={photos.map((photo) => ({ src: photo.url, width: photo.width, height: photo.height, alt: photo.caption, description: photo.caption }))}
      plugins={[Captions, Counter]}
      counter={{ separator: 'of', container: { 'data-testid': 'lightbox-counter' } as React.HTMLAttributes<HTMLDivElement> }}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 3 }}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{ Lightbox: title, 'Photo gallery': title, Previous: 'Previous photo', Next: 'Next photo', Close: 'Close' }}
    />
  );
}
