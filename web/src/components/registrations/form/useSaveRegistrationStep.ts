'use client';

import { graphql } from 'react-relay';
import type { SaveRegistrationStepInput, useSaveRegistrationStepMutation } from '@/__generated__/useSaveRegistrationStepMutation.graphql';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const saveRegistrationStepMutation = graphql`
  mutation useSaveRegistrationStepMutation($input: SaveRegistrationStepInput!) {
    saveRegistrationStep(input: $input) {
      registration {
        id
        nextStep
        ...RegistrationProgress_registration
        ...RegistrationStepForm_registration
        ...DocumentsStep_registration
      }
      userErrors {
        message
        field
      }
    }
  }
`;

export type SaveStepResult = useSaveRegistrationStepMutation['response']['saveRegistrationStep'];

/** `saveRegistrationStep`: the store's registration updates from the payload (a new one gets its id here). */
export function useSaveRegistrationStep(): (input: SaveRegistrationStepInput) => Promise<SaveStepResult> {
  const save = usePromiseMutation<useSaveRegistrationStepMutation>(saveRegistrationStepMutation);
  return async (input) => (await save({ input })).saveRegistrationStep;
}
