import type { z } from 'zod';
import type { orderDocumentsSchema, userKycSchema } from './schemas.ts';

export type UserKycModel = z.infer<typeof userKycSchema>;
export type KycModel = NonNullable<UserKycModel['kyc']>;
export type OrderDocumentsModel = z.infer<typeof orderDocumentsSchema>;
/** One passenger, with its order's id (for its stable `id`). */
export type PassengerDocumentsModel = OrderDocumentsModel['passengers'][number] & { orderId: string };
