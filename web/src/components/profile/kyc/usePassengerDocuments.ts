'use client';

import { graphql } from 'react-relay';
import type { PassengerDocumentType, usePassengerDocumentsUploadMutation } from '@/__generated__/usePassengerDocumentsUploadMutation.graphql';
import type { usePassengerDocumentsDeleteMutation } from '@/__generated__/usePassengerDocumentsDeleteMutation.graphql';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

// The payload's passengers carry their ids: Relay updates the order's list in place.
const uploadMutation = graphql`
  mutation usePassengerDocumentsUploadMutation($input: UploadPassengerDocumentInput!) {
    uploadPassengerDocument(input: $input) {
      passengers {
        ...PassengerDocuments_passenger
      }
      userErrors {
        message
        field
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation usePassengerDocumentsDeleteMutation($input: DeletePassengerDocumentInput!) {
    deletePassengerDocument(input: $input) {
      passengers {
        ...PassengerDocuments_passenger
      }
      userErrors {
        message
      }
    }
  }
`;

type Target = { orderId: string; passengerIndex: number; documentType: PassengerDocumentType };

export function useUploadPassengerDocument() {
  const upload = usePromiseMutation<usePassengerDocumentsUploadMutation>(uploadMutation);
  return async (target: Target, file: File) => (await upload({ input: { ...target, file: null } }, { 'input.file': file })).uploadPassengerDocument;
}

export function useDeletePassengerDocument() {
  const remove = usePromiseMutation<usePassengerDocumentsDeleteMutation>(deleteMutation);
  return async (target: Target) => (await remove({ input: target })).deletePassengerDocument;
}
