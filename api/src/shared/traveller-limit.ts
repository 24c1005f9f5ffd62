/**
 * At most 20 travellers: saved per account (travellers/) and so listed per booking (cart/). One number for both:
 * a booking lists the account's saved travellers. The same as `TRAVELLER_LIMITS.perUser` of @pilgrim/schema.
 */
export const MAX_TRAVELLERS = 20;
