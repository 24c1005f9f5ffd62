import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { coupons } from './cart.ts';

/**
 * Coupons handed to an employee (role `employee`) to give to customers: one employee per coupon. The
 * employee's applying history is the customers' orders whose `coupon_code` is one of these (src/employees/).
 */
export const employeeCoupons = pgTable(
  'employee_coupons',
  {
    couponCode: text('coupon_code')
      .primaryKey()
      .references(() => coupons.code, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('employee_coupons_employee_idx').on(t.employeeId)],
);
