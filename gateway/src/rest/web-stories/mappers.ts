/** Codegen mappers of the web-stories domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const webStoriesMappers = {
  WebStory: '../rest/web-stories/types.ts#WebStoryModel',
  WebStorySlide: '../rest/web-stories/types.ts#WebStorySlideModel',
};
