import type { DeleteTravellerPayloadResolvers, ResolversTypes, TravellerPayloadResolvers } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import type { TravellerModel } from '../../rest/travellers/types.ts';

type TravellerPayload = ResolversTypes['TravellerPayload'];
type DeleteTravellerPayload = ResolversTypes['DeleteTravellerPayload'];

export const travellerSaved = (traveller: TravellerModel): TravellerPayload => ({ traveller, userErrors: [] });
export const travellerNotSaved = (userErrors: MutationUserError[]): TravellerPayload => ({ traveller: null, userErrors });

export const travellerDeleted = (deletedTravellerId: string): DeleteTravellerPayload => ({ deletedTravellerId, userErrors: [] });
export const travellerNotDeleted = (userErrors: MutationUserError[]): DeleteTravellerPayload => ({ deletedTravellerId: null, userErrors });

/** The payloads' `viewer` after a change (its `travellers` read afresh); null on failure, so a refusal costs no call. */
export const TravellerPayload: TravellerPayloadResolvers = {
  viewer: (payload, _args, { viewer }) => (payload.userErrors.length === 0 ? viewer() : null),
};
export const DeleteTravellerPayload: DeleteTravellerPayloadResolvers = {
  viewer: (payload, _args, { viewer }) => (payload.userErrors.length === 0 ? viewer() : null),
};
