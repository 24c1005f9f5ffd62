import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { uploadForm, type UploadedFile } from '../files/upload-form.ts';
import { orderDocumentsAnswer, userKycAnswer } from './schemas.ts';
import type { OrderDocumentsModel, UserKycModel } from './types.ts';

const seg = encodeURIComponent;
type Call = { method: 'GET' | 'PUT' | 'DELETE'; path: string; body?: unknown };

const userKyc = async (client: RestClient, request: Call): Promise<RestOutcome<UserKycModel>> =>
  mapSuccess(await client.send({ ...request, answer: userKycAnswer, as: 'caller' }), ({ data }) => data);
const orderDocuments = async (client: RestClient, request: Call): Promise<RestOutcome<OrderDocumentsModel>> =>
  mapSuccess(await client.send({ ...request, answer: orderDocumentsAnswer, as: 'caller' }), ({ data }) => data);

/** `GET /user/kyc` 🔒: the caller's KYC and photo. */
export const fetchUserKyc = (client: RestClient) => userKyc(client, { method: 'GET', path: '/user/kyc' });

/** `PUT /user/update-kyc` 🔒 (multipart): type, number and, optionally, a new scan. */
export const putUserKyc = async (client: RestClient, input: { documentType: string; documentNumber: string; scan: UploadedFile | null }) =>
  userKyc(client, { method: 'PUT', path: '/user/update-kyc', body: await uploadForm(input.scan, { documentType: input.documentType, documentNumber: input.documentNumber }) });

/** `PUT /user/image/profile/-1` 🔒 (multipart). */
export const putProfilePhoto = async (client: RestClient, photo: UploadedFile) => userKyc(client, { method: 'PUT', path: '/user/image/profile/-1', body: await uploadForm(photo) });

/** `GET /order-passenger/documents/{orderId}` 🔒: 404 (absent) for anyone else's order. */
export const fetchOrderDocuments = (client: RestClient, orderId: string) => orderDocuments(client, { method: 'GET', path: `/order-passenger/documents/${seg(orderId)}` });

type Passenger = { orderId: string; passengerIndex: number };

/** `PUT /order-passenger/update-kyc/{orderId}/{passengerIndex}` 🔒. */
export const putPassengerKyc = (client: RestClient, at: Passenger, body: { documentType: string; documentNumber: string }) =>
  orderDocuments(client, { method: 'PUT', path: `/order-passenger/update-kyc/${seg(at.orderId)}/${at.passengerIndex}`, body });

const documentPath = (at: Passenger, documentType: string) => `/order-passenger/document/${seg(at.orderId)}/${at.passengerIndex}/${seg(documentType)}`;

/** `PUT /order-passenger/document/{orderId}/{passengerIndex}/{documentType}` 🔒 (multipart). */
export const putPassengerDocument = async (client: RestClient, at: Passenger, documentType: string, file: UploadedFile) =>
  orderDocuments(client, { method: 'PUT', path: documentPath(at, documentType), body: await uploadForm(file) });

/** `DELETE /order-passenger/document/{orderId}/{passengerIndex}/{documentType}` 🔒. */
export const deletePassengerDocumentOf = (client: RestClient, at: Passenger, documentType: string) => orderDocuments(client, { method: 'DELETE', path: documentPath(at, documentType) });
