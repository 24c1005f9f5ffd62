'use client';

import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
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

/** A new registration goes first into the viewer's `registrations`, which the form and the profile read. */
const addToViewer: SelectorStoreUpdater<useSaveRegistrationStepMutation['response']> = (store) => {
  const saved = store.getRootField('saveRegistrationStep')?.getLinkedRecord('registration');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const list = viewer?.getLinkedRecords('registrations');
  if (!saved || !viewer || !list || list.some((record) => record?.getDataID() === saved.getDataID())) return;
  viewer.setLinkedRecords([saved, ...list], 'registrations');
};

/** `saveRegistrationStep`: the store's registration updates from the payload (a new one joins the viewer's list). */
export function useSaveRegistrationStep(): (input: SaveRegistrationStepInput) => Promise<SaveStepResult> {
  const save = usePromiseMutation<useSaveRegistrationStepMutation>(saveRegistrationStepMutation, addToViewer);
  return async (input) => (await save({ input })).saveRegistrationStep;
}
