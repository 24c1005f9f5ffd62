import { documentNumberProblem, KYC_DOCUMENT_TYPE_NAMES, KYC_MESSAGES, normalizeDocumentNumber, type KycDocumentTypeName } from '@pilgrim/schema/rules';
import { z } from 'zod';
import { globalIdOf } from '../../mutations/fields/global-id.ts';
import { isUploadedFile, type UploadedFile } from '../../rest/files/upload-form.ts';

export const ORDER_NOT_FOUND = 'Order not found';
const PASSENGER_NOT_FOUND = 'Passenger not found';
const FILE_REQUIRED = 'Choose a file to upload';

const file = z.custom<UploadedFile>(isUploadedFile, FILE_REQUIRED);
const documentType = z.enum(KYC_DOCUMENT_TYPE_NAMES);
const passengerIndex = z.number().int(PASSENGER_NOT_FOUND).min(0, PASSENGER_NOT_FOUND).max(99, PASSENGER_NOT_FOUND);

type Numbered = { documentType: KycDocumentTypeName; documentNumber: string };

/** `documentNumber` checked against `documentType`'s format (schema/rules/kyc.ts). */
function checkNumber(value: Numbered, context: z.RefinementCtx): void {
  const problem = documentNumberProblem(value.documentType, value.documentNumber);
  if (problem) context.addIssue({ code: 'custom', path: ['documentNumber'], message: problem });
}
const normalized = <T extends Numbered>(value: T): T => ({ ...value, documentNumber: normalizeDocumentNumber(value.documentNumber) });
const number = { documentType, documentNumber: z.string().max(40, KYC_MESSAGES.documentNumberRequired) };

export const updateKycInput = z
  .object({ ...number, scan: file.nullish().transform((scan) => scan ?? null) })
  .superRefine(checkNumber)
  .transform(normalized);
export const updateProfilePhotoInput = z.object({ photo: file });

const passenger = { orderId: globalIdOf('Order', ORDER_NOT_FOUND), passengerIndex };
export const updatePassengerKycInput = z.object({ ...passenger, ...number }).superRefine(checkNumber).transform(normalized);
export const passengerDocumentInput = z.object({ ...passenger, documentType: z.enum(['PASSPORT', 'VISA', 'PHOTO', 'AADHAAR', 'MEDICAL_CERTIFICATE']) });
export const uploadPassengerDocumentInput = passengerDocumentInput.extend({ file });
