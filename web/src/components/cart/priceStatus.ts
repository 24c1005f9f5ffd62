/** The names of the price table's last row: the total, then what is left to pay when a gift card pays part of it. */
export const PRICE_ROW = { total: 'Total', toPay: 'To pay' } as const;

type PricedCart = { total: { label: string }; giftCardAmount: { paise: number }; amountDue: { label: string } };

/** What the check-out's status line says of a new price: the amount to pay, named as the table's last row names it. */
export function priceStatus(cart: PricedCart): string {
  return cart.giftCardAmount.paise > 0 ? `${PRICE_ROW.toPay} ${cart.amountDue.label}` : `${PRICE_ROW.total} ${cart.total.label}`;
}
