'use client';

import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DocumentsStep_registration$key } from '@/__generated__/DocumentsStep_registration.graphql';
import { FormError } from '@/components/form/FormError';
import { SubmitButton } from '@/components/form/SubmitButton';
import { UNEXPECTED_ERROR_MESSAGE, firstUserError } from '@/relay/mutationCalls';
import { DocumentUpload } from './DocumentUpload';
import styles from './RegistrationForm.module.css';
import { useSaveRegistrationStep } from './useSaveRegistrationStep';

const documentsStepFragment = graphql`
  fragment DocumentsStep_registration on Registration {
    id
    documents {
      documentType
      file {
        url
        isImage
      }
    }
  }
`;

const DOCUMENT_LABELS = { PHOTO: 'Photo', PASSPORT_FRONT: 'Passport, photo page', PASSPORT_BACK: 'Passport, last page' } as const;

type DocumentsStepProps = { registration: DocumentsStep_registration$key; onSaved: (registrationId: string, nextStep: string | null) => void };

/** The documents step: the photo and both passport pages, each uploaded when chosen, then 'Finish registration'. */
export function DocumentsStep({ registration: registrationRef, onSaved }: DocumentsStepProps) {
  const registration = useFragment(documentsStepFragment, registrationRef);
  const save = useSaveRegistrationStep();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const finish = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(undefined);
    try {
      const result = await save({ id: registration.id, documents: true });
      if (result.registration) onSaved(result.registration.id, result.registration.nextStep ?? null);
      else setFailure(firstUserError(result.userErrors));
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  };
  const uploaded = new Map(registration.documents.map((document) => [document.documentType, document.file]));
  return (
    <form className={styles.form} noValidate onSubmit={finish} aria-label="Documents">
      <p className={styles.hint}>A recent passport-size photo and both pages of the passport: JPEG, PNG, WebP or PDF.</p>
      <FormError message={failure} />
      <div className={styles.grid}>
        {(Object.keys(DOCUMENT_LABELS) as (keyof typeof DOCUMENT_LABELS)[]).map((type) => (
          <DocumentUpload key={type} registrationId={registration.id} documentType={type} label={DOCUMENT_LABELS[type]} current={uploaded.get(type) ?? null} />
        ))}
      </div>
      <div className={styles.actions}>
        <SubmitButton pending={pending}>Finish registration</SubmitButton>
      </div>
    </form>
  );
}
