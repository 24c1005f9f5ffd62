import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../relay/index.ts';
import { userErrorForRefusal } from '../../mutations/refusals.ts';
import { validateInput } from '../../mutations/validate-input.ts';
import { payFromWalletInput, payFromWalletRefusal } from './inputs.ts';

const ORDER = encodeGlobalId('Order', '0123456789abcdef01234567');

describe('payFromWallet input', () => {
  it('takes an order ID and paise, and the customer wallet unless REWARD is asked', () => {
    expect(validateInput(payFromWalletInput, { orderId: ORDER, amount: 500_000 })).toEqual({ ok: true, value: { orderId: '0123456789abcdef01234567', amount: 500_000, walletType: 'customer' } });
    expect(validateInput(payFromWalletInput, { orderId: ORDER, amount: 100, walletType: 'REWARD' })).toMatchObject({ ok: true, value: { walletType: 'reward' } });
  });

  it('refuses an amount under ₹1 or with fractions of a paisa, and an ID of another type as NOT_FOUND', () => {
    expect(validateInput(payFromWalletInput, { orderId: ORDER, amount: 99 })).toEqual({ ok: false, userErrors: [{ code: 'INVALID_INPUT', message: 'Enter an amount of at least ₹1', field: 'amount' }] });
    expect(validateInput(payFromWalletInput, { orderId: ORDER, amount: 100.5 })).toMatchObject({ ok: false, userErrors: [{ field: 'amount' }] });
    const other = validateInput(payFromWalletInput, { orderId: encodeGlobalId('Payment', '0123456789abcdef01234567'), amount: 100 });
    expect(other).toEqual({ ok: false, userErrors: [{ code: 'NOT_FOUND', message: 'Order not found', field: 'orderId' }] });
  });

  it("shows the api's refusals as they are: the balances on `amount`, the order's state on the input, the order on `orderId`", () => {
    const refused = (status: number, message: string) => userErrorForRefusal(payFromWalletRefusal, { status, message });
    expect(refused(400, 'Your wallet balance is not enough')).toEqual({ code: 'INVALID_INPUT', message: 'Your wallet balance is not enough', field: 'amount' });
    expect(refused(400, "The amount is more than the order's balance").field).toBe('amount');
    expect(refused(400, 'This order is cancelled').field).toBeNull();
    expect(refused(404, 'Order not found')).toEqual({ code: 'NOT_FOUND', message: 'Order not found', field: 'orderId' });
  });
});
