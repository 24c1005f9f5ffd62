import type { z } from 'zod';
import type { couponUseSchema, employeeCouponSchema, employeeOrderSchema } from './schemas.ts';

/** The parent of `EmployeeCoupon`. */
export type EmployeeCouponModel = z.infer<typeof employeeCouponSchema>;
/** The parent of `EmployeeCouponUse`. */
export type CouponUseModel = z.infer<typeof couponUseSchema>;
/** The parent of `EmployeeOrder`. */
export type EmployeeOrderModel = z.infer<typeof employeeOrderSchema>;
/** The parent of `EmployeeOrderTraveller`. */
export type EmployeeOrderTravellerModel = EmployeeOrderModel['passengers'][number];
/** The parent of `EmployeeArea`: the employee it belongs to (only built for a viewer whose role is employee). */
export type EmployeeAreaModel = { employeeId: string };

/** The filters of a history page, as the REST query names them (null: not filtered). */
export interface CouponHistoryFilters {
  dtstart: string | null;
  dtend: string | null;
  couponCode: string | null;
  packageId: string | null;
}
