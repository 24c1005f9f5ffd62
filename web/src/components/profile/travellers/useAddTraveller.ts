'use client';

import { graphql } from 'react-relay';
import type { useAddTravellerMutation, TravellerInput } from '@/__generated__/useAddTravellerMutation.graphql';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import type { TravellerSaveResult } from '@/components/travellers/travellerInput';

const addTravellerMutation = graphql`
  mutation useAddTravellerMutation($input: AddTravellerInput!) {
    addTraveller(input: $input) {
      traveller {
        id
      }
      viewer {
        ...ProfileTravellers_viewer
      }
      userErrors {
        message
        field
      }
    }
  }
`;

/** `addTraveller`: the list in #Travellers updates from the payload's `viewer`. */
export function useAddTraveller(): (traveller: TravellerInput) => Promise<TravellerSaveResult> {
  const add = usePromiseMutation<useAddTravellerMutation>(addTravellerMutation);
  return async (traveller) => (await add({ input: { traveller } })).addTraveller;
}
