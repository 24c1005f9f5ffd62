import DataLoader from 'dataloader';
import { fetchCouponHistory, fetchEmployeeCoupons, fetchEmployeeOrder } from '../rest/employees/employees.ts';
import type { CouponHistoryFilters, CouponUseModel, EmployeeCouponModel, EmployeeOrderModel } from '../rest/employees/types.ts';
import type { RestPage } from '../rest/envelope.ts';
import type { RestClient } from '../rest/http.ts';
import { valueOrNull } from './absent.ts';
import { once } from './keyed.ts';

export type CouponHistoryRequest = CouponHistoryFilters & { page: number; limit: number };

const historyKey = (request: CouponHistoryRequest) => JSON.stringify([request.page, request.limit, request.dtstart, request.dtend, request.couponCode, request.packageId]);

/**
 * The employee routes (🔒👔, the caller's token): the coupons once per request, each history page (page, limit and
 * filters) once, an employee order by id once. A 403 (no longer an employee) reads as nothing: no coupons, an
 * empty page, no order.
 */
export function createEmployeeLoaders(client: RestClient) {
  const employeeCoupons = once(async (): Promise<EmployeeCouponModel[]> => valueOrNull(await fetchEmployeeCoupons(client)) ?? []);
  const couponHistoryPage = new DataLoader<CouponHistoryRequest, RestPage<CouponUseModel>, string>(
    (requests) => Promise.all(requests.map(async (request) => valueOrNull(await fetchCouponHistory(client, request)) ?? { items: [], total: 0, page: request.page, limit: request.limit })),
    { batch: false, cacheKeyFn: historyKey },
  );
  const employeeOrderById = new DataLoader<string, EmployeeOrderModel | null>((ids) => Promise.all(ids.map(async (id) => valueOrNull(await fetchEmployeeOrder(client, id)))));
  return { employeeCoupons, couponHistoryPage, employeeOrderById };
}
