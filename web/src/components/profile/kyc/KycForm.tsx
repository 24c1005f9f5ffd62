'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { UPLOAD_RULES } from '@pilgrim/schema/rules';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { KycDocumentType } from '@/__generated__/useKycMutationsUpdateMutation.graphql';
import { FileField } from '@/components/files/FileField';
import type { PreviewSource } from '@/components/files/FilePreview';
import { applyFieldErrors } from '@/components/form/applyFieldErrors';
import { FormError } from '@/components/form/FormError';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import formStyles from '@/components/form/form.module.css';
import { toast } from '@/components/toast';
import { DOCUMENT_TYPE_OPTIONS, kycFormSchema, type KycFormValues } from './kycForm';
import { useUpdateKyc } from './useKycMutations';

type Current = { documentType: KycDocumentType; documentNumber: string; scan: PreviewSource } | null;

/** The KYC form: document type, number and scan (required the first time); saved (a toast says so), it is PENDING again. */
export function KycForm({ current, onSaved }: { current: Current; onSaved: () => void }) {
  const update = useUpdateKyc();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<KycFormValues>({
    resolver: zodResolver(kycFormSchema(current !== null)),
    defaultValues: { documentType: (current?.documentType ?? 'AADHAAR') as KycFormValues['documentType'], documentNumber: current?.documentNumber ?? '', scan: null },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await update(values).catch(() => null);
    if (!result) return setFormError('Some unexpected error occurred, Pls try again later.');
    if (result.userErrors.length > 0) {
      if (!applyFieldErrors(result.userErrors, ['documentType', 'documentNumber', 'scan'] as const, setError)) setFormError(result.userErrors[0]?.message ?? null);
      return;
    }
    reset({ ...values, scan: null });
    toast.success('KYC document submitted for verification');
    onSaved();
  });
  const { errors, isSubmitting } = formState;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="KYC document">
      <SelectField label="Document type" registration={register('documentType')} options={DOCUMENT_TYPE_OPTIONS} error={errors.documentType?.message} />
      <TextField label="Document number" registration={register('documentNumber')} error={errors.documentNumber?.message} autoComplete="off" />
      <Controller
        control={control}
        name="scan"
        render={({ field }) => (
          <FileField label="Document scan" rule={UPLOAD_RULES.document} value={field.value} onChange={field.onChange} error={errors.scan?.message} current={current?.scan} inputRef={field.ref} />
        )}
      />
      <FormError message={formError ?? undefined} />
      <SubmitButton pending={isSubmitting}>Submit KYC</SubmitButton>
    </form>
  );
}
