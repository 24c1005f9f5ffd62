'use client';

import { UPLOAD_RULES } from '@pilgrim/schema/rules';
import { useState, type FormEvent } from 'react';
import { FileField } from '@/components/files/FileField';
import type { PreviewSource } from '@/components/files/FilePreview';
import { useFileFieldError } from '@/components/files/useFileFieldError';
import { SubmitButton } from '@/components/form/SubmitButton';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { useUpdatePhoto } from './useKycMutations';

/** The profile photo: choose an image (previewed), then 'Save photo' (a toast says it is saved, as elsewhere in /profile). */
export function PhotoForm({ current, onSaved }: { current: PreviewSource | null; onSaved: () => void }) {
  const update = useUpdatePhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  // Like the forms of react-hook-form, the photo's error moves focus to the field in error: the one file input.
  const { inputRef, error, setError, fail } = useFileFieldError();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!photo) return fail('Choose a photo');
    setPending(true);
    const result = await update(photo).catch(() => null);
    setPending(false);
    if (!result) return setError('Some unexpected error occurred, Pls try again later.');
    if (result.userErrors[0]) return fail(result.userErrors[0].message);
    setError(undefined);
    setPhoto(null);
    toast.success('Profile photo saved');
    onSaved();
  }
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Profile photo">
      <FileField label="Profile photo" rule={UPLOAD_RULES.photo} value={photo} onChange={setPhoto} error={error} current={current} inputRef={inputRef} />
      <SubmitButton pending={pending}>Save photo</SubmitButton>
    </form>
  );
}
