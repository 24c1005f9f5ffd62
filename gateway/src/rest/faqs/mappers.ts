/** Codegen mappers of the faqs domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const faqsMappers = {
  Faq: '../rest/faqs/types.ts#FaqModel',
  FaqComment: '../rest/faqs/types.ts#FaqCommentModel',
  FaqList: '../rest/faqs/types.ts#FaqListModel',
  FaqGroup: '../rest/faqs/types.ts#FaqGroupModel',
  FaqVotes: '../rest/faqs/types.ts#FaqVotesModel',
};
