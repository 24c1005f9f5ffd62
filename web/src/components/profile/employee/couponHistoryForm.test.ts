import { describe, expect, it } from 'vitest';
import { appliedFiltersOf, couponHistoryFormSchema, EMPTY_FILTERS } from './couponHistoryForm';

const parse = (values: Partial<typeof EMPTY_FILTERS>) => couponHistoryFormSchema.safeParse({ ...EMPTY_FILTERS, ...values });

describe('the coupon history filters', () => {
  it('accepts open ends and a range in order', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
  });

  it("refuses a range whose 'From' is after its 'To', on the 'To' field", () => {
    const result = parse({ from: '2026-04-02', to: '2026-04-01' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['to'], message: "'From' must not be after 'To'" })]);
  });

  it('refuses a day that does not exist', () => {
    expect(parse({ from: '2026-02-30' }).error?.issues[0]).toMatchObject({ path: ['from'], message: 'Enter a date as YYYY-MM-DD' });
  });

  it('sends empty fields as no filter', () => {
    expect(appliedFiltersOf({ ...EMPTY_FILTERS, couponCode: 'ANANYA5' })).toEqual({ from: null, to: null, couponCode: 'ANANYA5', packageId: null });
  });
});
