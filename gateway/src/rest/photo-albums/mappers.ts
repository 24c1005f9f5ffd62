/** Codegen mappers of the photo albums domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const photoAlbumsMappers = {
  PhotoAlbum: '../rest/photo-albums/types.ts#PhotoAlbumModel',
  Photo: '../rest/photo-albums/types.ts#PhotoModel',
};
