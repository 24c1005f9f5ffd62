import { updateTravellerInput } from '../../domain/travellers/inputs.ts';
import { travellerRefusal } from '../../domain/travellers/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { updatePassenger } from '../../rest/travellers/passengers.ts';
import { travellerNotSaved, travellerSaved } from './payloads.ts';

export const updateTravellerMutation: Pick<MutationResolvers, 'updateTraveller'> = {
  updateTraveller: (_root, { input }, { rest, userToken, config, loaders }) =>
    runMutationStep({
      input,
      schema: updateTravellerInput(() => new Date()),
      signedIn: userToken !== null,
      call: ({ id, traveller }) => updatePassenger(rest, id, { ...traveller, source: config.sourceCode }),
      refusal: travellerRefusal,
      succeed: (traveller) => {
        loaders.resetTravellers();
        return travellerSaved(traveller);
      },
      fail: travellerNotSaved,
    }),
};
