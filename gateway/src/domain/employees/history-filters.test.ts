import { describe, expect, it } from 'vitest';
import { historyFilters } from './history-filters.ts';

const packageId = Buffer.from('Package:0123456789abcdef01234567').toString('base64');

describe('historyFilters', () => {
  it('maps the arguments onto the REST query, the code upper-cased', () => {
    expect(historyFilters({ from: '2026-03-01', to: '2026-03-31', couponCode: ' ananya5 ', packageId })).toEqual({
      dtstart: '2026-03-01',
      dtend: '2026-03-31',
      couponCode: 'ANANYA5',
      packageId: '0123456789abcdef01234567',
    });
    expect(historyFilters({})).toEqual({ dtstart: null, dtend: null, couponCode: null, packageId: null });
  });

  it('refuses days out of order or unreal, and IDs of other types, as BAD_USER_INPUT', () => {
    for (const args of [{ from: '2026-04-02', to: '2026-04-01' }, { to: '2026-02-30' }, { packageId: Buffer.from('Order:abc').toString('base64') }]) {
      expect(() => historyFilters(args)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }));
    }
  });
});
