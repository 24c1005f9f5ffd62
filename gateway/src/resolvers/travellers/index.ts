import type { Resolvers } from '../../generated/resolvers-types.ts';
import { addTravellerMutation } from './add-traveller.ts';
import { deleteTravellerMutation } from './delete-traveller.ts';
import { DeleteTravellerPayload, TravellerPayload } from './payloads.ts';
import { Traveller, ViewerTravellers } from './traveller.ts';
import { updateTravellerMutation } from './update-traveller.ts';

/** The travellers domain (REST `/passenger/*`): `Viewer.travellers`, `Traveller` and its three mutations. */
export const travellersResolvers: Resolvers = {
  Mutation: { ...addTravellerMutation, ...updateTravellerMutation, ...deleteTravellerMutation },
  Viewer: ViewerTravellers,
  Traveller,
  TravellerPayload,
  DeleteTravellerPayload,
};
