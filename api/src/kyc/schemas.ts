import { z } from '@hono/zod-openapi';
import { fileField, StoredFileSchema } from '../files/schemas.ts';
import { KYC_DOCUMENT_TYPE_NAMES, KYC_STATUSES, PASSENGER_DOCUMENT_TYPES } from './document-types.ts';

export const KycSchema = z
  .object({
    documentType: z.enum(KYC_DOCUMENT_TYPE_NAMES),
    documentNumber: z.string(),
    status: z.enum(KYC_STATUSES),
    rejectionReason: z.string().nullable(),
    scan: StoredFileSchema,
    updatedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Kyc');

export const UserKycAnswerSchema = z.object({ kyc: KycSchema.nullable(), photo: StoredFileSchema.nullable() }).openapi('UserKyc');

export const PassengerKycSchema = z.object({ documentType: z.enum(KYC_DOCUMENT_TYPE_NAMES), documentNumber: z.string(), status: z.enum(KYC_STATUSES) });

export const PassengerDocumentsSchema = z
  .object({
    passengerIndex: z.number().int(),
    kyc: PassengerKycSchema.nullable(),
    documents: z.array(z.object({ documentType: z.enum(PASSENGER_DOCUMENT_TYPES), file: StoredFileSchema, uploadedAt: z.string() })),
  })
  .openapi('PassengerDocuments');

export const OrderDocumentsSchema = z.object({ orderId: z.string(), passengers: z.array(PassengerDocumentsSchema) }).openapi('OrderDocuments');

export const KycForm = z.object({
  documentType: z.enum(KYC_DOCUMENT_TYPE_NAMES),
  documentNumber: z.string().trim().min(1).max(40),
  file: fileField('The document scan (JPEG, PNG, WebP or PDF, at most 5 MB); optional when one is stored').optional(),
});

export const PassengerKycBody = z.object({ documentType: z.enum(KYC_DOCUMENT_TYPE_NAMES), documentNumber: z.string().trim().min(1).max(40) });

export const FileForm = (description: string) => z.object({ file: fileField(description) });

export const OrderParam = z.object({ orderId: z.string().min(1).max(64) });
export const PassengerParams = OrderParam.extend({ passengerIndex: z.coerce.number().int().min(0).max(99) });
export const DocumentParams = PassengerParams.extend({ documentType: z.enum(PASSENGER_DOCUMENT_TYPES) });
export const ImageParams = z.object({ imageType: z.string() });
export const StatusBody = z.object({
  status: z.enum(KYC_STATUSES),
  reason: z.string().trim().max(300).optional(),
  expectedUpdatedAt: z.iso.datetime({ offset: true }).openapi({ description: "The KYC's `updatedAt` as staff read it (`GET /kyc/users/{userId}`): a document saved since is 409" }),
});
