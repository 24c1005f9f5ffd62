'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PhotoGrid_album$key } from '@/__generated__/PhotoGrid_album.graphql';
import { SizedImage } from '@/components/media/SizedImage';
import styles from './PhotoGrid.module.css';
import { viewablePhotos } from './viewablePhotos';

// The lightbox's code and styles are fetched when a photo is first opened, never with the page.
const PhotoLightbox = dynamic(() => import('./PhotoLightbox').then((module) => module.PhotoLightbox), { ssr: false });

const photoGridFragment = graphql`
  fragment PhotoGrid_album on PhotoAlbum {
    title
    photos {
      position
      caption
      thumbnail: image(width: 400, height: 300) {
        ...SizedImage_image
      }
      large: image(width: 1600, height: 1600) {
        url
        width
        height
      }
    }
  }
`;

/** An album's viewable photos (`viewablePhotos`) as a grid of sized thumbnails (lazy below the fold); each opens the lightbox at its photo. */
export function PhotoGrid({ album: albumRef, eager = 0 }: { album: PhotoGrid_album$key; eager?: number }) {
  const album = useFragment(photoGridFragment, albumRef);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const photos = viewablePhotos(album.photos);
  const count = photos.length;
  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={photo.position}>
            <button
              type="button"
              className={styles.thumbnail}
              aria-haspopup="dialog"
              aria-label={`Open photo ${index + 1} of ${count}: ${photo.caption}`}
              onClick={() => setOpenIndex(index)}
            >
              {photo.thumbnail ? <SizedImage image={photo.thumbnail} decorative priority={index < eager} /> : null}
            </button>
            <p className={styles.caption}>{photo.caption}</p>
          </li>
        ))}
      </ul>
      {openIndex === null ? null : (
        <PhotoLightbox title={album.title} photos={photos.map(({ large, caption }) => ({ ...large, caption }))} index={openIndex} onClose={() => setOpenIndex(null)} />
      )}
    </>
  );
}
