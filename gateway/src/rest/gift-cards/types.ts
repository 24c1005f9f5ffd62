import type { z } from 'zod';
import type { giftCardSchema } from './schemas.ts';

/** The REST gift card; the parent of every `GiftCard` resolver. */
export type GiftCardModel = z.infer<typeof giftCardSchema>;
/** `GET /card-order/get-user-order`; the parent of `ViewerGiftCards`. */
export type UserGiftCardsModel = { sent: GiftCardModel[]; received: GiftCardModel[] };
/** A cart's applied card (REST `Cart.giftCard`); the parent of `CartGiftCard`. */
export type CartGiftCardModel = { code: string; balancePaise: number; appliedPaise: number; remainingPaise: number };

export interface BuyGiftCardRequest {
  amountPaise: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  source: string;
}
