import { encodeGlobalId } from '../../domain/relay/index.ts';
import { deleteTravellerInput } from '../../domain/travellers/inputs.ts';
import { travellerRefusal } from '../../domain/travellers/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { deletePassenger } from '../../rest/travellers/passengers.ts';
import { travellerDeleted, travellerNotDeleted } from './payloads.ts';

export const deleteTravellerMutation: Pick<MutationResolvers, 'deleteTraveller'> = {
  deleteTraveller: (_root, { input }, { rest, userToken, loaders }) =>
    runMutationStep({
      input,
      schema: deleteTravellerInput,
      signedIn: userToken !== null,
      call: ({ id }) => deletePassenger(rest, id),
      refusal: travellerRefusal,
      succeed: (deletedId) => {
        loaders.resetTravellers();
        return travellerDeleted(encodeGlobalId('Traveller', deletedId));
      },
      fail: travellerNotDeleted,
    }),
};
