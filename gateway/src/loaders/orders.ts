import DataLoader from 'dataloader';
import type { RestPage } from '../rest/envelope.ts';
import type { RestClient } from '../rest/http.ts';
import { fetchOrder, fetchOrderCounts, fetchOrdersPage } from '../rest/orders/orders.ts';
import type { OrderCountsModel, OrderModel, OrderStatusModel } from '../rest/orders/types.ts';
import { valueOrNull } from './absent.ts';
import { once } from './keyed.ts';

export interface OrdersPageRequest {
  status: OrderStatusModel | null;
  page: number;
  limit: number;
}

const EMPTY_PAGE = (request: OrdersPageRequest): RestPage<OrderModel> => ({ items: [], total: 0, page: request.page, limit: request.limit });
const NO_COUNTS: OrderCountsModel = { PROCESSING: 0, COMPLETED: 0, CANCELLED: 0 };

/**
 * The caller's orders (user routes 🔒): an order by id once per request (`/get-order/{id}`; there is no batch
 * route, so several ids in one tick are their own calls, each cached), a page of `/get-orders` once per
 * status/page/limit (its orders primed by id), and the counts of every status in one call. A payment resets them.
 */
export function createOrderLoaders(client: RestClient) {
  const orderById = new DataLoader<string, OrderModel | null>((ids) =>
    Promise.all(ids.map(async (id) => valueOrNull(await fetchOrder(client, id)))),
  );
  const ordersPage = new DataLoader<OrdersPageRequest, RestPage<OrderModel>, string>(
    (requests) =>
      Promise.all(
        requests.map(async (request) => {
          const page = valueOrNull(await fetchOrdersPage(client, request)) ?? EMPTY_PAGE(request);
          for (const order of page.items) orderById.prime(order._id, order);
          return page;
        }),
      ),
    { batch: false, cacheKeyFn: ({ status, page, limit }) => `${status ?? '*'}|${page}|${limit}` },
  );
  const loadCounts = async () => valueOrNull(await fetchOrderCounts(client)) ?? NO_COUNTS;
  let counts = once(loadCounts);
  const orderCounts = () => counts();
  const resetOrders = (): void => {
    orderById.clearAll();
    ordersPage.clearAll();
    counts = once(loadCounts);
  };
  return { orderById, ordersPage, orderCounts, resetOrders };
}
