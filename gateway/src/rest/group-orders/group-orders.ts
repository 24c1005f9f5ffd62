import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { buildUpstreamUrl, pathSegment } from '../url.ts';
import { groupOrderAnswer, groupOrderCancelledAnswer, groupOrderPageAnswer, shareCartAnswer, sharePaymentAnswer, sharePaymentResultAnswer } from './schemas.ts';
import type { CreateGroupOrderRequest, GroupOrderModel, ShareCartModel, SharePaymentModel, SharePaymentResultModel } from './types.ts';

/** The largest `limit` the gateway asks `/get-group-orders` for. */
export const MAX_GROUP_ORDERS_PER_PAGE = 50;

const data = <T>(outcome: RestOutcome<{ data: T }>): RestOutcome<T> => mapSuccess(outcome, (answer) => answer.data);

/** `GET /get-group-order/{id}` 🔒: a group order the caller organises or holds a share of, with every share. */
export const fetchGroupOrder = async (client: RestClient, id: string): Promise<RestOutcome<GroupOrderModel>> =>
  data(await client.send({ method: 'GET', path: `/get-group-order/${pathSegment(id)}`, answer: groupOrderAnswer, as: 'caller' }));

/** `GET /get-group-orders?page=&limit=` 🔒: a page of the caller's group orders, each with its shares. */
export async function fetchGroupOrdersPage(client: RestClient, request: { page: number; limit: number }): Promise<RestOutcome<RestPage<GroupOrderModel>>> {
  const outcome = await client.send({ method: 'GET', path: buildUpstreamUrl('', '/get-group-orders', request), answer: groupOrderPageAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data: items, total, page, limit }) => ({ items, total, page, limit }));
}

/** `GET /group-order-passenger/get-cart/{id}` 🔒: the caller's own share of the group order (404 without one). */
export const fetchShareCart = async (client: RestClient, groupOrderId: string): Promise<RestOutcome<ShareCartModel>> =>
  data(await client.send({ method: 'GET', path: `/group-order-passenger/get-cart/${pathSegment(groupOrderId)}`, answer: shareCartAnswer, as: 'caller' }));

/** `POST /group-orders` 🔒: a new group order organised by the caller. */
export const createGroupOrder = async (client: RestClient, body: CreateGroupOrderRequest): Promise<RestOutcome<GroupOrderModel>> =>
  data(await client.send({ method: 'POST', path: '/group-orders', body, answer: groupOrderAnswer, as: 'caller' }));

/** `PUT /group-order-passenger/update-cart/{id}` 🔒: the caller's travellers and occupancy on their share. */
export const updateShareCart = async (client: RestClient, groupOrderId: string, body: { PassengerList: string[]; occupancy?: string; source: string }): Promise<RestOutcome<ShareCartModel>> =>
  data(await client.send({ method: 'PUT', path: `/group-order-passenger/update-cart/${pathSegment(groupOrderId)}`, body, answer: shareCartAnswer, as: 'caller' }));

/** `PUT /group-order-passenger/update-gst/{id}` 🔒: the share's GST details, or null to clear them. */
export const updateShareGst = async (client: RestClient, groupOrderId: string, body: { gstNumber: string | null; companyName?: string; source: string }): Promise<RestOutcome<ShareCartModel>> =>
  data(await client.send({ method: 'PUT', path: `/group-order-passenger/update-gst/${pathSegment(groupOrderId)}`, body, answer: shareCartAnswer, as: 'caller' }));

/** `PUT /group-order-passenger/init-payment` 🔒: a provider order for the caller's share. */
export const initSharePayment = async (client: RestClient, body: { groupOrderId: string; returnUrl: string; expectedAmountPaise?: number; source: string }): Promise<RestOutcome<SharePaymentModel>> =>
  data(await client.send({ method: 'PUT', path: '/group-order-passenger/init-payment', body, answer: sharePaymentAnswer, as: 'caller' }));

/** `PUT /group-order-passenger/payment-success` 🔒: the provider's signed answer; the share becomes paid. */
export const completeSharePayment = async (client: RestClient, body: { paymentId: string; providerPaymentId: string; signature: string; source: string }): Promise<RestOutcome<SharePaymentResultModel>> =>
  data(await client.send({ method: 'PUT', path: '/group-order-passenger/payment-success', body, answer: sharePaymentResultAnswer, as: 'caller' }));

/** `PUT /group-order-passenger/payment-fail` 🔒 (idempotent). */
export const failSharePayment = async (client: RestClient, body: { paymentId: string; reason?: string; source: string }): Promise<RestOutcome<SharePaymentModel>> =>
  data(await client.send({ method: 'PUT', path: '/group-order-passenger/payment-fail', body, answer: sharePaymentAnswer, as: 'caller' }));

/** `DELETE /group-orders/{id}` 🔒: the organiser cancels while nothing is paid; answers the seats given back. */
export const cancelGroupOrder = async (client: RestClient, id: string): Promise<RestOutcome<{ _id: string; seatsReleased: number }>> =>
  data(await client.send({ method: 'DELETE', path: `/group-orders/${pathSegment(id)}`, answer: groupOrderCancelledAnswer, as: 'caller' }));
