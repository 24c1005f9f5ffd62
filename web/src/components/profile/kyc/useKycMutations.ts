'use client';

import { graphql } from 'react-relay';
import type { useKycMutationsPhotoMutation } from '@/__generated__/useKycMutationsPhotoMutation.graphql';
import type { KycDocumentType, useKycMutationsUpdateMutation } from '@/__generated__/useKycMutationsUpdateMutation.graphql';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const updateKycMutation = graphql`
  mutation useKycMutationsUpdateMutation($input: UpdateKycInput!) {
    updateKyc(input: $input) {
      kyc {
        status
      }
      userErrors {
        message
        field
      }
    }
  }
`;

const updatePhotoMutation = graphql`
  mutation useKycMutationsPhotoMutation($input: UpdateProfilePhotoInput!) {
    updateProfilePhoto(input: $input) {
      photo {
        url
      }
      userErrors {
        message
        field
      }
    }
  }
`;

/** `updateKyc` (REST `PUT /user/update-kyc`): the scan goes as an upload (multipart, with progress). */
export function useUpdateKyc() {
  const update = usePromiseMutation<useKycMutationsUpdateMutation>(updateKycMutation);
  return async (values: { documentType: KycDocumentType; documentNumber: string; scan: File | null }) =>
    (await update({ input: { documentType: values.documentType, documentNumber: values.documentNumber, scan: null } }, values.scan ? { 'input.scan': values.scan } : undefined)).updateKyc;
}

/** `updateProfilePhoto` (REST `PUT /user/image/profile/-1`). */
export function useUpdatePhoto() {
  const update = usePromiseMutation<useKycMutationsPhotoMutation>(updatePhotoMutation);
  return async (photo: File) => (await update({ input: { photo: null as unknown as File } }, { 'input.photo': photo })).updateProfilePhoto;
}
