'use client';

import { graphql } from 'react-relay';
import type { useUpdateTravellerMutation, TravellerInput } from '@/__generated__/useUpdateTravellerMutation.graphql';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import type { TravellerSaveResult } from '@/components/travellers/travellerInput';

const updateTravellerMutation = graphql`
  mutation useUpdateTravellerMutation($input: UpdateTravellerInput!) {
    updateTraveller(input: $input) {
      traveller {
        id
        ...TravellerItem_traveller
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

/** `updateTraveller`: replaces every field of one of the viewer's travellers. */
export function useUpdateTraveller(): (id: string, traveller: TravellerInput) => Promise<TravellerSaveResult> {
  const update = usePromiseMutation<useUpdateTravellerMutation>(updateTravellerMutation);
  return async (id, traveller) => (await update({ input: { id, traveller } })).updateTraveller;
}
