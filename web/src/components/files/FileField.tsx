'use client';

import { acceptOf, FILE_KIND_INFO, type UploadRule } from '@pilgrim/schema/rules';
import { useId, type ChangeEvent, type Ref } from 'react';
import { FieldError } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import styles from './FileField.module.css';
import { FilePreview, type PreviewSource } from './FilePreview';
import { fileProblem } from './useFileCheck';
import { useFileRefusal } from './useFileRefusal';
import { useObjectUrl } from './useObjectUrl';
import { useUploadProgress } from './useUploadProgress';

type FileFieldProps = {
  label: string;
  /** Kinds and size limit (schema/rules/files.ts `UPLOAD_RULES`). */
  rule: UploadRule;
  /** The chosen file (react-hook-form's value), null when none. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The form's or the server's message. */
  error?: string | undefined;
  /** What is stored already (shown until another file is chosen). */
  current?: PreviewSource | null | undefined;
  /** The file input, for the form to focus it when it is in error (react-hook-form's `field.ref`). */
  inputRef?: Ref<HTMLInputElement> | undefined;
};

/**
 * The one file input of every form that uploads: label, accepted types, the type (by the first bytes) and size
 * checked before anything is sent, a preview of the chosen image, and a progress bar while it uploads. A refused
 * file's message is announced as it appears (focus stays on the input after the file chooser): each refusal once.
 */
export function FileField({ label, rule, value, onChange, error, current, inputRef }: FileFieldProps) {
  const id = useId();
  const { refusal, refuse } = useFileRefusal(error);
  const previewUrl = useObjectUrl(value);
  const progress = useUploadProgress(value);
  const shown = refusal?.message ?? error;
  const hint = `${rule.kinds.map((kind) => FILE_KIND_INFO[kind].label).join(', ')}; at most ${Math.round(rule.maxBytes / 1048576)} MB`;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const found = file ? await fileProblem(file, rule) : null;
    refuse(found);
    onChange(found ? null : file);
    if (found) event.target.value = '';
  }

  const preview = value && previewUrl ? { url: previewUrl, isImage: value.type.startsWith('image/'), name: value.name } : current;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input ref={inputRef} id={id} type="file" className={styles.input} accept={acceptOf(rule.kinds)} onChange={choose} aria-invalid={shown ? true : undefined} aria-describedby={`${id}-hint ${id}-error`} />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {preview ? <FilePreview source={preview} /> : null}
      {progress !== null ? <progress className={styles.progress} value={progress} max={1} aria-label={`Uploading ${label}`} /> : null}
      <FieldError key={refusal ? `refusal-${refusal.count}` : 'message'} id={`${id}-error`} message={shown} alert={refusal != null} />
    </div>
  );
}
