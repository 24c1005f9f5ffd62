import DataLoader from 'dataloader';
import { fetchGiftCard, fetchUserGiftCards } from '../rest/gift-cards/gift-cards.ts';
import type { RestClient } from '../rest/http.ts';
import type { GiftCardModel, UserGiftCardsModel } from '../rest/gift-cards/types.ts';
import { valueOrNull } from './absent.ts';
import { once } from './keyed.ts';

const NONE: UserGiftCardsModel = { sent: [], received: [] };
/** A REST `_id`: anything else is no card (the api would answer 400), so it is not asked. */
const REST_ID = /^[0-9a-f]{24}$/;

/**
 * The caller's gift cards (user routes 🔒): both lists in one `GET /card-order/get-user-order` per request (their
 * cards primed by id), and a card by id (`GET /card-order/{id}`, one call per id not already listed). Another
 * user's card reads as null. A gift card mutation resets the lists.
 */
export function createGiftCardLoaders(client: RestClient) {
  const giftCardById = new DataLoader<string, GiftCardModel | null>((ids) =>
    Promise.all(ids.map(async (id) => (REST_ID.test(id) ? valueOrNull(await fetchGiftCard(client, id)) : null))),
  );
  const loadLists = async () => {
    const lists = valueOrNull(await fetchUserGiftCards(client)) ?? NONE;
    for (const card of [...lists.sent, ...lists.received]) giftCardById.prime(card._id, card);
    return lists;
  };
  let lists = once(loadLists);
  const viewerGiftCards = () => lists();
  const primeGiftCard = (card: GiftCardModel): void => {
    giftCardById.clear(card._id).prime(card._id, card);
    lists = once(loadLists);
  };
  return { giftCardById, viewerGiftCards, primeGiftCard };
}
