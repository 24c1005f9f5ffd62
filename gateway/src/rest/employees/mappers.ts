/** Codegen mappers of the employees domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const employeesMappers = {
  EmployeeArea: '../rest/employees/types.ts#EmployeeAreaModel',
  EmployeeCoupon: '../rest/employees/types.ts#EmployeeCouponModel',
  EmployeeCouponUse: '../rest/employees/types.ts#CouponUseModel',
  EmployeeOrder: '../rest/employees/types.ts#EmployeeOrderModel',
  EmployeeOrderTraveller: '../rest/employees/types.ts#EmployeeOrderTravellerModel',
};
