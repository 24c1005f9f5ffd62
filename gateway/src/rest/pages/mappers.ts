/** Codegen mappers of the pages domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const pagesMappers = {
  Page: '../rest/pages/types.ts#PageModel',
  BankAccount: '../rest/pages/types.ts#BankAccountModel',
  AppLink: '../rest/pages/types.ts#PageLinkModel',
};
