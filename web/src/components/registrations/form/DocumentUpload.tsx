'use client';

import { UPLOAD_RULES } from '@pilgrim/schema/rules';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { DocumentUploadMutation, RegistrationDocumentType } from '@/__generated__/DocumentUploadMutation.graphql';
import { FileField } from '@/components/files/FileField';
import { UNEXPECTED_ERROR_MESSAGE, firstUserError } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const documentUploadMutation = graphql`
  mutation DocumentUploadMutation($input: UploadRegistrationDocumentInput!) {
    uploadRegistrationDocument(input: $input) {
      registration {
        id
        ...DocumentsStep_registration
        ...RegistrationProgress_registration
      }
      userErrors {
        message
      }
    }
  }
`;

type Current = { url: string; isImage: boolean } | null;
type DocumentUploadProps = { registrationId: string; documentType: RegistrationDocumentType; label: string; current: Current };

/** One document: chosen, checked (type by its bytes, size), uploaded at once with a progress bar, then previewed. */
export function DocumentUpload({ registrationId, documentType, label, current }: DocumentUploadProps) {
  const upload = usePromiseMutation<DocumentUploadMutation>(documentUploadMutation);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const choose = async (chosen: File | null) => {
    setError(undefined);
    setFile(chosen);
    if (!chosen) return;
    try {
      const { uploadRegistrationDocument: result } = await upload({ input: { id: registrationId, documentType, file: null } }, { 'input.file': chosen });
      setError(result.registration ? undefined : (firstUserError(result.userErrors) ?? UNEXPECTED_ERROR_MESSAGE));
    } catch {
      setError(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setFile(null);
    }
  };
  const rule = documentType === 'PHOTO' ? UPLOAD_RULES.photo : UPLOAD_RULES.document;
  return <FileField label={label} rule={rule} value={file} onChange={choose} error={error} current={current ? { ...current, name: label } : null} />;
}
