import { z } from 'zod';
import { dataEnvelope } from '../envelope.ts';
import { paiseSchema } from '../paise.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const cartTravellerSchema = z.object({
  passengerId: z.string().min(1),
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(['male', 'female', 'other']),
  dob: isoDate,
  passengerType: z.string(),
  pricePaise: paiseSchema,
});

const cartItemSchema = z.object({
  packageID: z.string().min(1),
  yatraDate: isoDate,
  departureId: z.string().min(1),
  seatsLeft: z.number().int().nonnegative(),
  occupancy: z.string(),
  occupancyOptions: z.array(z.object({ title: z.string(), adultPricePaise: paiseSchema })),
  packageDetails: z.object({
    _id: z.string().min(1),
    slug: z.string(),
    title: z.string(),
    image: z.string(),
    /** The package's list price in whole rupees (spec §3 cart item `prices.inrPrice`): `Cart.packageListPrice`. */
    prices: z.object({ inrPrice: z.number().int().nonnegative() }),
  }),
  PassengerList: z.array(cartTravellerSchema),
});

/** `Cart` of CONTRACT.md (issue 8): one booking (`items` holds exactly one) with every amount in paise. */
export const cartSchema = z.object({
  _id: z.string().min(1),
  items: z.tuple([cartItemSchema]),
  coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
  gst: z.object({ gstNumber: z.string(), companyName: z.string() }).nullable(),
  gstRatePercent: z.number().nonnegative(),
  subtotalPaise: paiseSchema,
  discountPaise: paiseSchema,
  gstPaise: paiseSchema,
  totalPaise: paiseSchema,
  minimumAdvancePaise: paiseSchema.nullable(),
  // Gift cards (issue 13): the card applied, its part of the total and what is left to pay.
  giftCard: z.object({ code: z.string(), balancePaise: paiseSchema, appliedPaise: paiseSchema, remainingPaise: paiseSchema }).nullable(),
  giftCardPaise: paiseSchema,
  amountDuePaise: paiseSchema,
  inrPrice: z.number().int().nonnegative(),
});

/** Every `/cart*` route answers `{ data: { data: Cart } }` (spec §7: the cart is `data.data`); `GET /cart` null when empty. */
export const cartAnswer = dataEnvelope(z.object({ data: cartSchema.nullable() }));
