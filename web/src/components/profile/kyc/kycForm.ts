import { documentNumberProblem, KYC_DOCUMENT_TYPE_NAMES, KYC_DOCUMENT_TYPES, KYC_MESSAGES } from '@pilgrim/schema/rules';
import { z } from '@/lib/validation/zod';

export const DOCUMENT_TYPE_OPTIONS = KYC_DOCUMENT_TYPE_NAMES.map((value) => ({ value, label: KYC_DOCUMENT_TYPES[value].label }));

/** The KYC form: a type, its number in the type's format (schema/rules/kyc.ts), a scan unless one is stored. */
export const kycFormSchema = (hasStoredScan: boolean) =>
  z
    .object({ documentType: z.enum(KYC_DOCUMENT_TYPE_NAMES), documentNumber: z.string(), scan: z.instanceof(File).nullable() })
    .superRefine((value, context) => {
      const problem = documentNumberProblem(value.documentType, value.documentNumber);
      if (problem) context.addIssue({ code: 'custom', path: ['documentNumber'], message: problem });
      if (!value.scan && !hasStoredScan) context.addIssue({ code: 'custom', path: ['scan'], message: KYC_MESSAGES.scanRequired });
    });

export type KycFormValues = z.infer<ReturnType<typeof kycFormSchema>>;

export const KYC_STATUS_TEXT = { PENDING: 'Pending verification', VERIFIED: 'Verified', REJECTED: 'Rejected' } as const;
