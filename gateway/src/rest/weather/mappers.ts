/** Codegen mappers of the weather domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const weatherMappers = {
  WeatherPlace: '../rest/weather/types.ts#WeatherPlaceModel',
  WeatherDay: '../rest/weather/types.ts#DailyWeatherModel',
  WeatherReport: '../rest/weather/types.ts#PlaceWeatherModel',
};
