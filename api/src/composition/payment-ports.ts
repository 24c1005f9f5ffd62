import { clearCart, lockCart, quoteCart } from '../cart/cart-store.ts';
import { consumeCoupon } from '../cart/coupons.ts';
import { recordGiftCardUse, takeGiftCard } from '../cart/gift-card.ts';
import type { Db } from '../db/client.ts';
import { DEV_PAYMENT_TEST_SECRET } from '../env.ts';
import { OrderSchema, PaymentSchema } from '../orders/schemas.ts';
import { addPaid, createOrder, findOwnOrder, loadOrder, toPayment } from '../orders/store.ts';
import type { PaymentSettings, PaymentsDeps } from '../payments/deps.ts';
import type { PricingSettings } from '../pricing/settings.ts';
import { createTestProvider } from '../provider-payments/test-provider.ts';
import { notifyInBackground, notifyUser, orderPaidNotification } from '../push/notify.ts';
import type { PushSender } from '../push/push-sender.ts';
import { SEATS } from './seats.ts';

/** The test provider with the development secret, its page on the default port: for tests and local runs. */
export function defaultPaymentSettings(): PaymentSettings {
  const testProvider = createTestProvider({ secret: DEV_PAYMENT_TEST_SECRET, publicUrl: 'http://localhost:4010' });
  return { provider: testProvider, testProvider, holdMinutes: 15, maxHoldsPerDeparture: 10, returnOrigins: ['http://localhost:3000'] };
}

/** The orders domain as the payments and wallet domains see it. */
export const ORDERS = { findOwn: findOwnOrder, addPaid, load: loadOrder, toPayment, schemas: { order: OrderSchema, payment: PaymentSchema } };

/** The payments domain's view of the cart, seats and orders domains (so that no domain imports another). */
export function paymentPorts(db: Db, pricing: PricingSettings, push: PushSender, logError: (...args: unknown[]) => void): Pick<PaymentsDeps, 'cart' | 'seats' | 'orders'> {
  return {
    cart: {
      async quote(db, userId, now) {
        const quote = await quoteCart(db, userId, pricing, now);
        if (!quote) return null;
        const { snapshot, departureId, travellerCount, cart } = quote;
        return { snapshot, departureId, travellerCount, totalPaise: cart.amountDuePaise, minimumAdvancePaise: cart.minimumAdvancePaise };
      },
      lock: lockCart,
      clear: clearCart,
      consumeCoupon,
      takeGiftCard,
      recordGiftCardUse,
    },
    seats: SEATS,
    orders: {
      create: createOrder,
      // A paid booking notifies the buyer's devices (src/push/) after its transaction committed, in the background.
      created(userId, orderId) {
        notifyInBackground(async () => {
          const { packageTitle, reference } = await findOwnOrder(db, userId, orderId);
          await notifyUser(db, push, userId, orderPaidNotification({ orderId, packageTitle, reference }));
        }, logError);
      },
      ...ORDERS,
    },
  };
}
