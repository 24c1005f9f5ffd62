import { WEATHER_SEARCH_LIMITS } from '@pilgrim/schema/rules';
import { badUserInputError } from '../../errors.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { weatherDate } from './date.ts';

const { minLength, maxLength } = WEATHER_SEARCH_LIMITS;

export const weatherQuery: Pick<QueryResolvers, 'weather' | 'weatherPlaces' | 'weatherSearch'> = {
  weather: (_root, { place, date }, { loaders }) => {
    const given = weatherDate(date);
    const slug = place.trim();
    // A slug is letters, digits and hyphens: anything else names no place, without asking the api.
    return /^[a-z0-9-]{1,100}$/.test(slug) ? loaders.weatherBySlug.load({ key: slug, date: given }) : null;
  },
  weatherPlaces: (_root, _args, { loaders }) => loaders.weatherPlaces(),
  weatherSearch: (_root, { query, date }, { loaders }) => {
    const given = weatherDate(date);
    const text = query.trim();
    if (text.length < minLength || text.length > maxLength) {
      throw badUserInputError(`The place search must have ${minLength} to ${maxLength} characters.`);
    }
    return loaders.weatherSearch.load({ key: text, date: given });
  },
};
