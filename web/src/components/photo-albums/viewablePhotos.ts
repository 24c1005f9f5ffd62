/**
 * The photos the grid shows and the lightbox opens: those with a large image (the gateway answers `null` for a
 * photo whose file is missing). One list for both, so thumbnail n opens slide n.
 */
export function viewablePhotos<P extends { readonly large: unknown }>(photos: readonly P[]): (P & { large: NonNullable<P['large']> })[] {
  return photos.flatMap((photo) => (photo.large == null ? [] : [{ ...photo, large: photo.large as NonNullable<P['large']> }]));
}
