import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { buildUpstreamUrl, pathSegment } from '../url.ts';
import { couponHistoryAnswer, employeeCouponsAnswer, employeeOrderAnswer } from './schemas.ts';
import type { CouponHistoryFilters, CouponUseModel, EmployeeCouponModel, EmployeeOrderModel } from './types.ts';

/** The largest `limit` `/get-employee-applying-coupon-history` accepts. */
export const MAX_HISTORY_PER_PAGE = 50;

/** `GET /get-employee-coupon-list` 🔒👔: the caller's coupons (403 for a customer). */
export async function fetchEmployeeCoupons(client: RestClient): Promise<RestOutcome<EmployeeCouponModel[]>> {
  const outcome = await client.send({ method: 'GET', path: '/get-employee-coupon-list', answer: employeeCouponsAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `GET /get-employee-applying-coupon-history?limit&page&dtstart&dtend&filterby=couponcode&query&packageid` 🔒👔. */
export async function fetchCouponHistory(client: RestClient, request: CouponHistoryFilters & { page: number; limit: number }): Promise<RestOutcome<RestPage<CouponUseModel>>> {
  const query = {
    limit: request.limit,
    page: request.page,
    dtstart: request.dtstart ?? undefined,
    dtend: request.dtend ?? undefined,
    filterby: request.couponCode ? 'couponcode' : undefined,
    query: request.couponCode ?? undefined,
    packageid: request.packageId ?? undefined,
  };
  const outcome = await client.send({ method: 'GET', path: buildUpstreamUrl('', '/get-employee-applying-coupon-history', query), answer: couponHistoryAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data, total, page, limit }) => ({ items: data, total, page, limit }));
}

/** `GET /get-order-employee/{id}` 🔒👔: an order that applied one of the caller's coupons (404 otherwise). */
export async function fetchEmployeeOrder(client: RestClient, id: string): Promise<RestOutcome<EmployeeOrderModel>> {
  const outcome = await client.send({ method: 'GET', path: `/get-order-employee/${pathSegment(id)}`, answer: employeeOrderAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}
