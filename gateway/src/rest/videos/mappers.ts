/** Codegen mappers of the videos domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const videosMappers = {
  Video: '../rest/videos/types.ts#VideoModel',
  VideoSource: '../rest/videos/types.ts#VideoSourceModel',
};
