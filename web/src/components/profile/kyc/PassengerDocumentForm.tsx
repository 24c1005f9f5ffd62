'use client';

import { PASSENGER_DOCUMENT_LABELS, UPLOAD_RULES } from '@pilgrim/schema/rules';
import { useId, useState, type FormEvent } from 'react';
import type { PassengerDocumentType } from '@/__generated__/usePassengerDocumentsUploadMutation.graphql';
import { FileField } from '@/components/files/FileField';
import { SubmitButton } from '@/components/form/SubmitButton';
import formStyles from '@/components/form/form.module.css';
import { useUploadPassengerDocument } from './usePassengerDocuments';

const TYPES = Object.entries(PASSENGER_DOCUMENT_LABELS) as [PassengerDocumentType, string][];

/** Uploads one document of one traveller: its type, then the file (checked and previewed by `FileField`). */
export function PassengerDocumentForm({ orderId, passengerIndex, name }: { orderId: string; passengerIndex: number; name: string }) {
  const upload = useUploadPassengerDocument();
  const typeId = useId();
  const [documentType, setDocumentType] = useState<PassengerDocumentType>('PASSPORT');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError('Choose a file to upload');
    setPending(true);
    const result = await upload({ orderId, passengerIndex, documentType }, file).catch(() => null);
    setPending(false);
    const problem = result ? result.userErrors[0]?.message : 'Some unexpected error occurred, Pls try again later.';
    setError(problem);
    if (!problem) setFile(null);
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
      <FileField label={`File for ${name}`} rule={UPLOAD_RULES.document} value={file} onChange={setFile} error={error} />
      <SubmitButton pending={pending}>Upload</SubmitButton>
    </form>
  );
}
