'use client';

import { PASSENGER_DOCUMENT_LABELS, UPLOAD_RULES } from '@pilgrim/schema/rules';
import { useId, useState, type FormEvent } from 'react';
import type { PassengerDocumentType } from '@/__generated__/usePassengerDocumentsUploadMutation.graphql';
import { FileField } from '@/components/files/FileField';
import { useFileFieldError } from '@/components/files/useFileFieldError';
import { SubmitButton } from '@/components/form/SubmitButton';
import formStyles from '@/components/form/form.module.css';
import { useUploadPassengerDocument } from './usePassengerDocuments';

const TYPES = Object.entries(PASSENGER_DOCUMENT_LABELS) as [PassengerDocumentType, string][];

/**
 * Uploads one document of one traveller: its type, then the file (checked and previewed by `FileField`). The file's
 * error (none chosen, or the server's) moves focus to the file input, as on the profile photo.
 */
export function PassengerDocumentForm({ orderId, passengerIndex, name }: { orderId: string; passengerIndex: number; name: string }) {
  const upload = useUploadPassengerDocument();
  const typeId = useId();
  const [documentType, setDocumentType] = useState<PassengerDocumentType>('PASSPORT');
  const [file, setFile] = useState<File | null>(null);
  const { inputRef, error, setError, fail } = useFileFieldError();
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return fail('Choose a file to upload');
    setPending(true);
    const result = await upload({ orderId, passengerIndex, documentType }, file).catch(() => null);
    setPending(false);
    if (!result) return setError('Some unexpected error occurred, Pls try again later.');
    if (result.userErrors[0]) return fail(result.userErrors[0].message);
    setError(undefined);
    setFile(null);
  }
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={`Upload a document of ${name}`}>
      <label htmlFor={typeId} className={formStyles.label}>
        Document
      </label>
      <select id={typeId} className={formStyles.input} value={documentType} onChange={(event) => setDocumentType(event.target.value as PassengerDocumentType)}>
        {TYPES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FileField label={`File for ${name}`} rule={UPLOAD_RULES.document} value={file} onChange={setFile} error={error} inputRef={inputRef} />
      <SubmitButton pending={pending}>Upload</SubmitButton>
    </form>
  );
}
