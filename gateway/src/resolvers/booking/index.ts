import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Departure } from './departure.ts';
import { packageDepartures } from './package-departures.ts';

/** The departures of the booking domain: `Package.departures`, `Package.nextDeparture` and `Departure`. */
export const bookingResolvers: Resolvers = { Package: packageDepartures, Departure };
