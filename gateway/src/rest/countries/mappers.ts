/** Codegen mappers of the countries domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const countriesMappers = {
  Country: '../rest/countries/types.ts#CountryModel',
  City: '../rest/countries/types.ts#CityModel',
};
