import { z } from 'zod';
import { restStoredFile } from '../files/schemas.ts';

const documentType = z.enum(['AADHAAR', 'PAN', 'PASSPORT', 'VOTER_ID', 'DRIVING_LICENCE']);
const status = z.enum(['PENDING', 'VERIFIED', 'REJECTED']);

/** `UserKyc` of CONTRACT.md (KYC): what `GET /user/kyc`, `PUT /user/update-kyc` and `PUT /user/image/…` answer. */
export const userKycSchema = z.object({
  kyc: z.object({ documentType, documentNumber: z.string(), status, rejectionReason: z.string().nullable(), scan: restStoredFile, updatedAt: z.string() }).nullable(),
  photo: restStoredFile.nullable(),
});

/** `OrderDocuments`: the passengers of an order with their KYC and documents (every `/order-passenger/*` route). */
export const orderDocumentsSchema = z.object({
  orderId: z.string(),
  passengers: z.array(
    z.object({
      passengerIndex: z.number().int(),
      kyc: z.object({ documentType, documentNumber: z.string(), status }).nullable(),
      documents: z.array(z.object({ documentType: z.enum(['PASSPORT', 'VISA', 'PHOTO', 'AADHAAR', 'MEDICAL_CERTIFICATE']), file: restStoredFile, uploadedAt: z.string() })),
    }),
  ),
});

export const userKycAnswer = z.object({ data: userKycSchema });
export const orderDocumentsAnswer = z.object({ data: orderDocumentsSchema });
