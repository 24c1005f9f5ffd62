import type { Resolvers } from '../../generated/resolvers-types.ts';
import { EmployeeArea } from './area.ts';
import { EmployeeCoupon, EmployeeCouponUse, EmployeeOrder, EmployeeOrderTraveller } from './types.ts';
import { ViewerEmployee } from './viewer.ts';

/** The employees domain (REST `/get-employee-*`, `/get-order-employee/{id}`): `Viewer.role`, `Viewer.employee`. */
export const employeesResolvers: Resolvers = { Viewer: ViewerEmployee, EmployeeArea, EmployeeCoupon, EmployeeCouponUse, EmployeeOrder, EmployeeOrderTraveller };
