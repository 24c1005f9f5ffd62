import { describe, expect, it } from 'vitest';
import { confirmRouteOf } from './confirm-route.ts';

const payment = (kind: 'FULL' | 'ADVANCE' | 'BALANCE') => ({
  _id: 'p', orderId: 'o', kind, amountPaise: 100, status: 'CREATED' as const, provider: 'test' as const, providerOrderId: 'x',
  providerPaymentId: null, checkoutUrl: null, providerKeyId: null, createdAt: '', paidAt: null, refundDuePaise: 0, walletType: null,
});

describe('confirmRouteOf', () => {
  it('confirms a BALANCE payment with pending-success and a booking payment with success', () => {
    expect(confirmRouteOf(payment('BALANCE'))).toBe('pending-success');
    expect(confirmRouteOf(payment('FULL'))).toBe('success');
    expect(confirmRouteOf(payment('ADVANCE'))).toBe('success');
  });

  it('takes an unknown payment (not the caller’s) for a booking payment: the api answers 404 on either route', () => {
    expect(confirmRouteOf(null)).toBe('success');
  });
});
