/** Codegen mappers of the zoom sessions domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const zoomSessionsMappers = {
  ZoomSession: '../rest/zoom-sessions/types.ts#ZoomSessionModel',
};
