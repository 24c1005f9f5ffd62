import { serverMessageRefusal } from '../../mutations/server-message-refusal.ts';

/** Upload and KYC refusals show the api's message: the number's format on `documentNumber`, the file's on the file field. */
const fieldOfMessage = (fileField: string) => (message: string) => (/^The (document|photo|file|PDF|image|JPEG|PNG|WebP)/.test(message) ? fileField : /number|PAN|Aadhaar|EPIC|licence/.test(message) ? 'documentNumber' : null);

export const kycRefusal = serverMessageRefusal({ fieldOf: fieldOfMessage('scan') });
export const photoRefusal = serverMessageRefusal({ fieldOf: fieldOfMessage('photo') });
/** 404: another user's order, like an unknown one, or a passenger it does not have. */
export const passengerRefusal = serverMessageRefusal({ 404: 'orderId', fieldOf: fieldOfMessage('file') });
