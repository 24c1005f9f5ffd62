export const KYC_MESSAGES = {
  saved: 'Your KYC details have been submitted for verification',
  photoSaved: 'Your photo has been updated',
  statusSet: 'KYC status updated',
  passengerKycSaved: "The passenger's KYC details have been saved",
  documentSaved: 'The document has been uploaded',
  documentDeleted: 'The document has been deleted',
  scanRequired: 'Attach a scan or photo of the document',
  kycNotFound: 'KYC not found',
  documentChanged: 'The document changed since you opened it. Reload and check it again.',
  documentNotFound: 'Document not found',
  orderNotFound: 'Order not found',
  onlyProfileImage: "Invalid path parameter 'imageType': must be 'profile'",
} as const;
