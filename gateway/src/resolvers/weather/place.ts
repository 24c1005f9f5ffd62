import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { WeatherPlaceResolvers } from '../../generated/resolvers-types.ts';

export const WeatherPlace: WeatherPlaceResolvers = {
  id: (parent) => encodeGlobalId('WeatherPlace', parent._id),
  internalId: (parent) => parent._id,
  otherNames: (parent) => parent.aliases,
  altitudeM: (parent) => Math.round(parent.elevationM),
};
