import { passengerDocumentInput, updatePassengerKycInput, uploadPassengerDocumentInput } from '../../domain/kyc/inputs.ts';
import { passengerRefusal } from '../../domain/kyc/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { deletePassengerDocumentOf, putPassengerDocument, putPassengerKyc } from '../../rest/kyc/kyc.ts';
import { passengersNotSaved, passengersSaved } from './payloads.ts';

/** The passengers of one of the caller's orders: each mutation is one REST call, whose answer is the payload. */
export const passengerMutations: Pick<MutationResolvers, 'updatePassengerKyc' | 'uploadPassengerDocument' | 'deletePassengerDocument'> = {
  updatePassengerKyc: (_root, { input }, { rest, userToken }) =>
    runMutationStep({
      input,
      schema: updatePassengerKycInput,
      signedIn: userToken !== null,
      call: ({ documentType, documentNumber, ...at }) => putPassengerKyc(rest, at, { documentType, documentNumber }),
      refusal: passengerRefusal,
      succeed: passengersSaved,
      fail: passengersNotSaved,
    }),
  uploadPassengerDocument: (_root, { input }, { rest, userToken }) =>
    runMutationStep({
      input,
      schema: uploadPassengerDocumentInput,
      signedIn: userToken !== null,
      call: ({ documentType, file, ...at }) => putPassengerDocument(rest, at, documentType, file),
      refusal: passengerRefusal,
      succeed: passengersSaved,
      fail: passengersNotSaved,
    }),
  deletePassengerDocument: (_root, { input }, { rest, userToken }) =>
    runMutationStep({
      input,
      schema: passengerDocumentInput,
      signedIn: userToken !== null,
      call: ({ documentType, ...at }) => deletePassengerDocumentOf(rest, at, documentType),
      refusal: passengerRefusal,
      succeed: passengersSaved,
      fail: passengersNotSaved,
    }),
};
