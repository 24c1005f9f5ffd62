/** How an order's status reads in the employee's area (history rows and the order dialog). */
export const EMPLOYEE_ORDER_STATUS = { PROCESSING: 'Booked', COMPLETED: 'Completed', CANCELLED: 'Cancelled' } as const;
