import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { Gender, TravellerResolvers, ViewerResolvers } from '../../generated/resolvers-types.ts';
import { e164Of } from '../../mutations/fields/phone.ts';

export const Traveller: TravellerResolvers = {
  id: (traveller) => encodeGlobalId('Traveller', traveller._id),
  internalId: (traveller) => traveller._id,
  fullName: (traveller) => `${traveller.firstname} ${traveller.lastname}`,
  gender: (traveller) => traveller.gender.toUpperCase() as Gender,
  dateOfBirth: (traveller) => traveller.dob,
  mobile: (traveller) => (traveller.mobile === null || traveller.countrycode === null ? null : e164Of(traveller.countrycode, traveller.mobile)),
  nationalNumber: (traveller) => (traveller.mobile === null ? null : String(traveller.mobile)),
  countryCode: (traveller) => (traveller.mobile === null ? null : traveller.countrycode),
};

/** `Viewer.travellers`: `GET /passenger/list` once per request, with the caller's token. */
export const ViewerTravellers: Pick<ViewerResolvers, 'travellers'> = {
  travellers: (_viewer, _args, { loaders }) => loaders.viewerTravellers(),
};
