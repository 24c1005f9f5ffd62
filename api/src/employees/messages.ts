/** Every text the employees domain answers (api/CONTRACT.md "Employees"). */
export const EMPLOYEE_MESSAGES = {
  employeesOnly: 'Forbidden: only employees can use this route',
  orderNotFound: 'Order not found',
  dateRange: "'dtstart' must not be after 'dtend'",
} as const;
