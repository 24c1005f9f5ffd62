import DataLoader from 'dataloader';
import type { RestPage } from '../rest/envelope.ts';
import { fetchGroupOrder, fetchGroupOrdersPage, fetchShareCart } from '../rest/group-orders/group-orders.ts';
import type { GroupOrderModel, ShareCartModel } from '../rest/group-orders/types.ts';
import type { RestClient } from '../rest/http.ts';
import { valueOrNull } from './absent.ts';

/** A REST `_id`: anything else is no group order (the api would answer 400), so it is not asked. */
const REST_ID = /^[0-9a-f]{24}$/;

/**
 * The caller's group orders (🔒): one by id (`/get-group-order/{id}`, no batch route, cached per request), a page
 * once per page/limit (its group orders primed by id). Each answer holds every share, so the shares never cost a
 * call. The viewer's own share (`/group-order-passenger/get-cart/{id}`) once per group order; null without one.
 */
export function createGroupOrderLoaders(client: RestClient) {
  const groupOrderById = new DataLoader<string, GroupOrderModel | null>((ids) =>
    Promise.all(ids.map(async (id) => (REST_ID.test(id) ? valueOrNull(await fetchGroupOrder(client, id)) : null))),
  );
  const groupOrdersPage = new DataLoader<{ page: number; limit: number }, RestPage<GroupOrderModel>, string>(
    (requests) =>
      Promise.all(
        requests.map(async (request) => {
          const page = valueOrNull(await fetchGroupOrdersPage(client, request)) ?? { items: [], total: 0, ...request };
          for (const group of page.items) groupOrderById.prime(group._id, group);
          return page;
        }),
      ),
    { batch: false, cacheKeyFn: ({ page, limit }) => `${page}|${limit}` },
  );
  const shareCartByGroupOrder = new DataLoader<string, ShareCartModel | null>((ids) => Promise.all(ids.map(async (id) => valueOrNull(await fetchShareCart(client, id)))));
  /** After a change: the group order and the share read afresh, or set to what the mutation answered. */
  const primeGroupOrder = (group: GroupOrderModel): void => void groupOrderById.clear(group._id).prime(group._id, group);
  const primeShareCart = (share: ShareCartModel): void => void shareCartByGroupOrder.clear(share.groupOrderId).prime(share.groupOrderId, share);
  const resetGroupOrders = (): void => {
    groupOrderById.clearAll();
    groupOrdersPage.clearAll();
    shareCartByGroupOrder.clearAll();
  };
  return { groupOrderById, groupOrdersPage, shareCartByGroupOrder, primeGroupOrder, primeShareCart, resetGroupOrders };
}
