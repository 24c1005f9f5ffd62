/** Codegen mappers of the travellers domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const travellersMappers = {
  Traveller: '../rest/travellers/types.ts#TravellerModel',
};
