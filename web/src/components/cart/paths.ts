/** The check-out page (spec §2 'continue booking'); the footer hides on paths containing check-out. */
export const CHECK_OUT_PATH = '/check-out';
/** Where the payment provider returns the customer, from the check-out and from 'Pay balance' (`returnPath`). */
export const PAYMENT_RETURN_PATH = '/check-out/payment';
