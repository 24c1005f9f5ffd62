'use client';

import { graphql, useFragment } from 'react-relay';
import type { PhotoAlbumSection_album$key } from '@/__generated__/PhotoAlbumSection_album.graphql';
import { PhotoGrid } from './PhotoGrid';
import styles from './PhotoAlbumSection.module.css';

const photoAlbumSectionFragment = graphql`
  fragment PhotoAlbumSection_album on PhotoAlbum {
    slug
    title
    summary
    photoCount
    ...PhotoGrid_album
  }
`;

/** One album: its heading, summary and photo grid, with an anchor (`#album-<slug>`) for the page's ItemList. */
export function PhotoAlbumSection({ album: albumRef, eager = 0 }: { album: PhotoAlbumSection_album$key; eager?: number }) {
  const album = useFragment(photoAlbumSectionFragment, albumRef);
  const headingId = `album-${album.slug}-title`;
  return (
    <section id={`album-${album.slug}`} className={styles.album} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {album.title}
      </h2>
      <p className={styles.summary}>
        {album.summary} <span className={styles.count}>{album.photoCount} photos</span>
      </p>
      <PhotoGrid album={album} eager={eager} />
    </section>
  );
}
