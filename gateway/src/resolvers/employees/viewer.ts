import type { ViewerResolvers } from '../../generated/resolvers-types.ts';

/** `Viewer.role` from the profile already loaded; `Viewer.employee` only for an employee (a customer costs no call). */
export const ViewerEmployee: Pick<ViewerResolvers, 'role' | 'employee'> = {
  role: (user) => (user.role === 'employee' ? 'EMPLOYEE' : 'CUSTOMER'),
  employee: (user) => (user.role === 'employee' ? { employeeId: user._id } : null),
};
