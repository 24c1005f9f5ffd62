import type { FilesService } from '../files/files-service.ts';
import { storedFileAnswer } from '../files/schemas.ts';
import type { KycDocumentType, KycStatus, PassengerDocumentType } from './document-types.ts';
import type { PassengerDocumentRow, PassengerKycRow } from './passenger-store.ts';
import type { UserKycRow, UserPhotoRow } from './user-store.ts';

const fileOf = (files: FilesService, row: { fileKey: string; contentType: string; bytes: number }) => storedFileAnswer(files, { key: row.fileKey, contentType: row.contentType, bytes: row.bytes });

export const photoAnswer = (files: FilesService, photo: UserPhotoRow | null) => (photo ? fileOf(files, photo) : null);

export function kycAnswer(files: FilesService, kyc: UserKycRow | null) {
  if (!kyc) return null;
  return {
    documentType: kyc.documentType as KycDocumentType,
    documentNumber: kyc.documentNumber,
    status: kyc.status as KycStatus,
    rejectionReason: kyc.rejectionReason,
    scan: storedFileAnswer(files, { key: kyc.scanKey, contentType: kyc.scanContentType, bytes: kyc.scanBytes }),
    updatedAt: kyc.updatedAt.toISOString(),
  };
}

/** Every passenger of an order (by index), with their KYC and documents. */
export function orderDocumentsAnswer(files: FilesService, orderId: string, passengerCount: number, rows: { kyc: PassengerKycRow[]; documents: PassengerDocumentRow[] }) {
  return {
    orderId,
    passengers: Array.from({ length: passengerCount }, (_, passengerIndex) => {
      const kyc = rows.kyc.find((row) => row.passengerIndex === passengerIndex);
      return {
        passengerIndex,
        kyc: kyc ? { documentType: kyc.documentType as KycDocumentType, documentNumber: kyc.documentNumber, status: kyc.status as KycStatus } : null,
        documents: rows.documents
          .filter((row) => row.passengerIndex === passengerIndex)
          .map((row) => ({ documentType: row.documentType as PassengerDocumentType, file: fileOf(files, row), uploadedAt: row.uploadedAt.toISOString() })),
      };
    }),
  };
}
