import { serverMessageRefusal } from '../../mutations/server-message-refusal.ts';

/** `POST /gift-cart/add`: the api names the field in its 400 message. */
export const buyGiftCardRefusal = serverMessageRefusal({
  fieldOf: (message) => (/amount/i.test(message) ? 'amount' : /recipientName/.test(message) ? 'recipientName' : /recipientEmail/.test(message) ? 'recipientEmail' : /message/.test(message) ? 'message' : null),
});
/** `paymentinit`, `success`, `fail`: another user's card (404) on `giftCardId`; a paid card 409; a forged signature 400. */
export const giftCardPaymentRefusal = serverMessageRefusal({ 404: 'giftCardId' });
/** `POST /cart/applyGiftCard`: an unknown or spent code on `code`; an empty cart (404) on no field. */
export const applyGiftCardRefusal = serverMessageRefusal({ 400: 'code' });
