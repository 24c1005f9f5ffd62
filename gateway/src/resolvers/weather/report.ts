import type { WeatherReportResolvers } from '../../generated/resolvers-types.ts';

export const WeatherReport: WeatherReportResolvers = {
  date: (parent) => parent.givenDate,
};
