import type { ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import type { OrderDocumentsModel, UserKycModel } from '../../rest/kyc/types.ts';

type KycPayload = ResolversTypes['KycPayload'];
type PassengerDocumentsPayload = ResolversTypes['PassengerDocumentsPayload'];

export const kycSaved = ({ kyc, photo }: UserKycModel): KycPayload => ({ kyc, photo, userErrors: [] });
export const kycNotSaved = (userErrors: MutationUserError[]): KycPayload => ({ kyc: null, photo: null, userErrors });

export const passengersSaved = ({ orderId, passengers }: OrderDocumentsModel): PassengerDocumentsPayload => ({
  passengers: passengers.map((passenger) => ({ ...passenger, orderId })),
  userErrors: [],
});
export const passengersNotSaved = (userErrors: MutationUserError[]): PassengerDocumentsPayload => ({ passengers: null, userErrors });
