import { addTravellerInput } from '../../domain/travellers/inputs.ts';
import { travellerRefusal } from '../../domain/travellers/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { addPassenger } from '../../rest/travellers/passengers.ts';
import { travellerNotSaved, travellerSaved } from './payloads.ts';

export const addTravellerMutation: Pick<MutationResolvers, 'addTraveller'> = {
  addTraveller: (_root, { input }, { rest, userToken, config, loaders }) =>
    runMutationStep({
      input,
      schema: addTravellerInput(() => new Date()),
      signedIn: userToken !== null,
      call: ({ traveller }) => addPassenger(rest, { ...traveller, source: config.sourceCode }),
      refusal: travellerRefusal,
      succeed: (traveller) => {
        loaders.resetTravellers();
        return travellerSaved(traveller);
      },
      fail: travellerNotSaved,
    }),
};
