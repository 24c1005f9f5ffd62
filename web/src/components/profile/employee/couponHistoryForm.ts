import { z } from '@/lib/validation/zod';
import { dateRangeProblem } from '@pilgrim/schema/rules';

/** The history filter form: optional days (an `<input type="date">` answers `YYYY-MM-DD` or ''), a code, a package. */
export const couponHistoryFormSchema = z
  .object({ from: z.string().trim(), to: z.string().trim(), couponCode: z.string().trim().max(40, 'At most 40 characters'), packageId: z.string() })
  .superRefine((values, context) => {
    const problem = dateRangeProblem(values.from || null, values.to || null);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

export type CouponHistoryFormValues = z.infer<typeof couponHistoryFormSchema>;

/** The refetch variables of the history (null: not filtered). */
export type AppliedFilters = { from: string | null; to: string | null; couponCode: string | null; packageId: string | null };

export const EMPTY_FILTERS: CouponHistoryFormValues = { from: '', to: '', couponCode: '', packageId: '' };

export const appliedFiltersOf = (values: CouponHistoryFormValues): AppliedFilters => ({
  from: values.from || null,
  to: values.to || null,
  couponCode: values.couponCode || null,
  packageId: values.packageId || null,
});
