import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { CityResolvers, CountryResolvers, Resolvers } from '../../generated/resolvers-types.ts';

const Country: CountryResolvers = {
  id: (country) => encodeGlobalId('Country', country._id),
  code: (country) => country._id,
};

const City: CityResolvers = {
  id: (city) => encodeGlobalId('City', city._id),
  internalId: (city) => city._id,
  countryCode: (city) => city.countryId,
};

/** The countries domain (REST `GET /countries`, `GET /cities/{countryId}`): public reference data for the pickers. */
export const countriesResolvers: Resolvers = {
  Query: {
    countries: (_root, _args, { loaders }) => loaders.countries(),
    cities: (_root, { countryCode }, { loaders }) => (/^[A-Za-z]{2}$/.test(countryCode) ? loaders.citiesOf.load(countryCode.toUpperCase()) : []),
  },
  Country,
  City,
};
