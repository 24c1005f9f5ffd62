import { describe, expect, it } from 'vitest';
import { parsePaymentReturn } from './paymentReturn';

describe("the payment provider's return", () => {
  it('reads a successful payment with its signature', () => {
    const answer = parsePaymentReturn({ paymentId: 'p1', providerPaymentId: 'pay_1', signature: 'ab12', status: 'success' });
    expect(answer).toEqual({ status: 'success', paymentId: 'p1', providerPaymentId: 'pay_1', signature: 'ab12' });
  });

  it('reads a failed payment without a signature', () => {
    expect(parsePaymentReturn({ paymentId: 'p1', providerPaymentId: 'pay_1', status: 'failed' })).toEqual({ status: 'failed', paymentId: 'p1' });
  });

  it('refuses a success without a signature, an unknown status or a missing payment', () => {
    expect(parsePaymentReturn({ paymentId: 'p1', providerPaymentId: 'pay_1', status: 'success' })).toBeNull();
    expect(parsePaymentReturn({ paymentId: 'p1', status: 'maybe' })).toBeNull();
    expect(parsePaymentReturn({ status: 'failed' })).toBeNull();
  });

  it('takes the first of repeated parameters', () => {
    expect(parsePaymentReturn({ paymentId: ['p1', 'p2'], status: 'failed' })?.paymentId).toBe('p1');
  });
});
