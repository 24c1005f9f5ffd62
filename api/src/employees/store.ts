import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { coupons } from '../db/schema/cart.ts';
import { employeeCoupons } from '../db/schema/employees.ts';
import { orders } from '../db/schema/orders.ts';
import { ApiError } from '../http/errors.ts';
import { toCouponUse, toEmployeeCoupon, toEmployeeOrder } from './mappers.ts';
import { EMPLOYEE_MESSAGES as MSG } from './messages.ts';
import type { CouponHistoryEntry, EmployeeOrder, HistoryFilters } from './schemas.ts';

/** India's midnight of `YYYY-MM-DD` (UTC+05:30), and the next one: a day range the orders index can serve. */
const istMidnight = (date: string, days = 0): Date => new Date(new Date(`${date}T00:00:00+05:30`).getTime() + days * 86_400_000);

export async function listEmployeeCoupons(db: Db, employeeId: string) {
  const rows = await db
    .select({ coupon: coupons, assignedAt: employeeCoupons.assignedAt })
    .from(employeeCoupons)
    .innerJoin(coupons, eq(coupons.code, employeeCoupons.couponCode))
    .where(eq(employeeCoupons.employeeId, employeeId))
    .orderBy(employeeCoupons.couponCode);
  return rows.map(toEmployeeCoupon);
}

/** The conditions of one employee's history: own coupons only, then the filters asked. */
function historyWhere(employeeId: string, filters: HistoryFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(employeeCoupons.employeeId, employeeId)];
  if (filters.dtstart) conditions.push(gte(orders.createdAt, istMidnight(filters.dtstart)));
  if (filters.dtend) conditions.push(lt(orders.createdAt, istMidnight(filters.dtend, 1)));
  if (filters.filterby === 'couponcode' && filters.query) conditions.push(eq(orders.couponCode, filters.query.toUpperCase()));
  if (filters.packageid) conditions.push(eq(orders.packageId, filters.packageid));
  return and(...conditions)!;
}

/** A page of the customers' orders that applied the employee's coupons, newest first, and their total. */
export async function couponHistory(db: Db, employeeId: string, filters: HistoryFilters): Promise<{ entries: CouponHistoryEntry[]; total: number }> {
  if (filters.dtstart && filters.dtend && filters.dtstart > filters.dtend) throw new ApiError(400, MSG.dateRange);
  const where = historyWhere(employeeId, filters);
  const base = () => db.select({ order: orders, customer: { firstname: users.firstname, lastname: users.lastname } }).from(orders).innerJoin(employeeCoupons, eq(employeeCoupons.couponCode, orders.couponCode)).innerJoin(users, eq(users.id, orders.userId));
  const [rows, counted] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.reference))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    db.select({ n: count() }).from(orders).innerJoin(employeeCoupons, eq(employeeCoupons.couponCode, orders.couponCode)).where(where),
  ]);
  return { entries: rows.map(toCouponUse), total: counted[0]?.n ?? 0 };
}

/** One order that applied one of the employee's coupons; any other order is 404, whoever placed it. */
export async function employeeOrder(db: Db, employeeId: string, orderId: string): Promise<EmployeeOrder> {
  const [row] = await db
    .select({ order: orders, customer: { firstname: users.firstname, lastname: users.lastname } })
    .from(orders)
    .innerJoin(employeeCoupons, eq(employeeCoupons.couponCode, orders.couponCode))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(employeeCoupons.employeeId, employeeId)));
  if (!row) throw new ApiError(404, MSG.orderNotFound);
  return toEmployeeOrder(row);
}
