/** Codegen mappers of the booking domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const departureMappers = {
  Departure: '../rest/booking/departures.ts#DepartureModel',
};
