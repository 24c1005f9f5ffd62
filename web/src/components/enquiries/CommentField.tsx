'use client';

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import styles from './QuickEnquiry.module.css';

/** The enquiry's optional comment: a labelled text area registered with react-hook-form. */
export function CommentField({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea id={id} className={`${formStyles.input} ${styles.comment}`} rows={2} maxLength={500} {...registration} />
    </div>
  );
}
