/** Codegen mappers of the tour-guides domain. */
export const tourGuidesMappers = {
  TourGuide: '../rest/tour-guides/types.ts#TourGuideModel',
};
