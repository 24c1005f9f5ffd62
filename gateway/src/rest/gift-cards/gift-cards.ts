import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { pathSegment } from '../url.ts';
import { giftCardAnswer, userGiftCardsAnswer } from './schemas.ts';
import type { BuyGiftCardRequest, GiftCardModel, UserGiftCardsModel } from './types.ts';

/** A `POST /gift-cart/*` route 🔒 answering the card. */
async function postForCard(client: RestClient, path: string, body: unknown): Promise<RestOutcome<GiftCardModel>> {
  return mapSuccess(await client.send({ method: 'POST', path, body, answer: giftCardAnswer, as: 'caller' }), ({ data }) => data);
}

/** `GET /card-order/get-user-order` 🔒: the cards the caller bought and received. */
export async function fetchUserGiftCards(client: RestClient): Promise<RestOutcome<UserGiftCardsModel>> {
  return mapSuccess(await client.send({ method: 'GET', path: '/card-order/get-user-order', answer: userGiftCardsAnswer, as: 'caller' }), ({ data }) => data);
}

/** `GET /card-order/{id}` 🔒: one card the caller bought or received (404 otherwise). */
export async function fetchGiftCard(client: RestClient, id: string): Promise<RestOutcome<GiftCardModel>> {
  return mapSuccess(await client.send({ method: 'GET', path: `/card-order/${pathSegment(id)}`, answer: giftCardAnswer, as: 'caller' }), ({ data }) => data);
}

/** `POST /gift-cart/add` 🔒: a PENDING card. */
export const addGiftCard = (client: RestClient, request: BuyGiftCardRequest) => postForCard(client, '/gift-cart/add', request);

/** `POST /gift-cart/paymentinit` 🔒 (spec §3 `{ GiftcartId, paymentMethod }`; §9: the method is `razorpay`). */
export const initGiftCardPayment = (client: RestClient, request: { GiftcartId: string; returnUrl: string; source: string }) =>
  postForCard(client, '/gift-cart/paymentinit', { ...request, paymentMethod: 'razorpay' });

/** `POST /gift-cart/success` 🔒: the signature is verified by the api; the code is issued. */
export const completeGiftCardPayment = (client: RestClient, request: { GiftcartId: string; providerPaymentId: string; signature: string; source: string }) =>
  postForCard(client, '/gift-cart/success', request);

/** `POST /gift-cart/fail` 🔒 (idempotent). */
export const failGiftCardPayment = (client: RestClient, request: { GiftcartId: string; reason?: string; source: string }) =>
  postForCard(client, '/gift-cart/fail', request);
