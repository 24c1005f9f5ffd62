import type { CategoryResolvers, PackageResolvers } from '../../generated/resolvers-types.ts';
import { weatherDate } from './date.ts';

/** One `/package/weather-list-site` call per package and date in the operation (no batch route in the api). */
export const packageWeather: Pick<PackageResolvers, 'weather'> = {
  weather: (parent, { date }, { loaders }) => loaders.weatherByPackageId.load({ key: parent._id, date: weatherDate(date) }),
};

/** One `/weather-category` call per category and date in the operation (no batch route in the api). */
export const categoryWeather: Pick<CategoryResolvers, 'weather'> = {
  weather: (parent, { date }, { loaders }) => loaders.weatherByCategorySlug.load({ key: parent.slug, date: weatherDate(date) }),
};
