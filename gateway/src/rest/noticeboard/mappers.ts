/** Codegen mappers of the noticeboard domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const noticeboardMappers = {
  Notice: '../rest/noticeboard/types.ts#NoticeModel',
};
