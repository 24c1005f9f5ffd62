import type { CartTravellerResolvers } from '../../generated/resolvers-types.ts';
import type { CartTravellerModel } from '../../rest/cart/types.ts';
import type { TravellerModel } from '../../rest/travellers/types.ts';

/**
 * The saved traveller behind a cart line: the viewer's traveller list (one `/passenger/list` call per request,
 * shared with `Viewer.travellers`, however many lines); a traveller deleted since it was added reads as the cart's
 * own copy (names, gender, date of birth) with the rest unknown.
 */
function fromCartCopy(line: CartTravellerModel): TravellerModel {
  return {
    _id: line.passengerId,
    firstname: line.firstname,
    lastname: line.lastname,
    gender: line.gender,
    dob: line.dob,
    mobile: null,
    countrycode: null,
    email: null,
    nationality: '',
    passportNumber: null,
    passportExpiry: null,
    relation: null,
    notes: null,
    createdAt: '',
    updatedAt: '',
  };
}

export const CartTraveller: CartTravellerResolvers = {
  traveller: async (line, _args, { loaders }) =>
    (await loaders.viewerTravellers()).find((traveller) => traveller._id === line.passengerId) ?? fromCartCopy(line),
  price: (line) => line.pricePaise,
};
