import { z } from '@hono/zod-openapi';
import { isCalendarDate, ISO_DATE } from '../calendar/dates.ts';
import { paiseField } from '../shared/paise-field.ts';
import { ObjectIdSchema } from '../http/query-params.ts';
import { MAX_TRAVELLERS } from '../shared/traveller-limit.ts';


export const CartTravellerSchema = z
  .object({
    passengerId: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    gender: z.string(),
    dob: z.string(),
    passengerType: z.string().openapi({ example: 'Adult' }),
    pricePaise: paiseField("This traveller's price", 1_499_900),
  })
  .openapi('CartTraveller');

export const CartSchema = z
  .object({
    _id: z.string(),
    items: z.array(
      z.object({
        packageID: z.string(),
        yatraDate: z.string().openapi({ example: '2027-06-12' }),
        departureId: z.string(),
        seatsLeft: z.number().int(),
        occupancy: z.string().openapi({ example: 'Twin Sharing' }),
        occupancyOptions: z.array(z.object({ title: z.string(), adultPricePaise: paiseField('Price of one adult in this occupancy', 11_400_000) })),
        packageDetails: z.object({
          _id: z.string(),
          slug: z.string(),
          title: z.string(),
          image: z.string(),
          prices: z.object({ inrPrice: z.number().int() }),
        }),
        PassengerList: z.array(CartTravellerSchema),
      }),
    ),
    coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
    gst: z.object({ gstNumber: z.string(), companyName: z.string() }).nullable(),
    gstRatePercent: z.number().int().openapi({ example: 5 }),
    subtotalPaise: paiseField('Sum of the travellers', 2_999_800),
    discountPaise: paiseField('Coupon discount', 0),
    gstPaise: paiseField('GST on subtotal − discount', 149_990),
    totalPaise: paiseField('Total of the booking (after GST)', 3_149_790),
    giftCard: z
      .object({
        code: z.string().openapi({ example: 'GIFT-7KQ2-M9XD-4HTR-PW3C' }),
        balancePaise: paiseField("The card's balance now", 500_000),
        appliedPaise: paiseField('The part of the total the card pays', 500_000),
        remainingPaise: paiseField('What stays on the card after this booking', 0),
      })
      .nullable(),
    giftCardPaise: paiseField('The part of the total the gift card pays (0 without one)', 500_000),
    amountDuePaise: paiseField('Total less the gift card: what the customer pays', 2_649_790),
    minimumAdvancePaise: paiseField('Least part payment; null when all is due now', 787_448).nullable(),
    inrPrice: z.number().int().openapi({ description: 'Total in whole rupees, rounded up (the header badge)', example: 31498 }),
  })
  .openapi('Cart');

export type Cart = z.infer<typeof CartSchema>;

/** The cart routes answer `data: { data: Cart | null }` (spec: `data.data`). */
export const CartAnswerSchema = z.object({ status: z.number().int(), message: z.string(), data: z.object({ data: CartSchema.nullable() }) });

const source = z.string().max(40).optional().openapi({ example: 'web' });
const couponCode = z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters').openapi({ example: 'PILGRIM10' });

export const AddToCartBody = z.object({
  packageID: ObjectIdSchema,
  yatraDate: z
    .string()
    .regex(ISO_DATE, 'must be a date as YYYY-MM-DD')
    .refine(isCalendarDate, 'must be a real calendar date')
    .openapi({ example: '2027-06-12' }),
  occupancy: z.string().trim().min(1).max(80).optional().openapi({ example: 'Twin Sharing' }),
  PassengerList: z
    .array(ObjectIdSchema)
    .max(MAX_TRAVELLERS, `must list at most ${MAX_TRAVELLERS} travellers`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not list a traveller twice'),
  source,
  couponCode: couponCode.nullish(),
});
export type AddToCart = z.infer<typeof AddToCartBody>;

const giftCardCode = z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters').openapi({ example: 'GIFT-7KQ2-M9XD-4HTR-PW3C' });
export const ApplyGiftCardBody = z.object({ code: giftCardCode, source });
export const ApplyCouponBody = z.object({ couponCode, source });
export const SourceBody = z.object({ source });
export const GstBody = z.object({
  gstNumber: z.string().max(20, 'must be at most 20 characters').nullable().openapi({ example: '27AAPFU0939F1ZV' }),
  companyName: z.string().trim().max(120, 'must be at most 120 characters').optional().openapi({ example: 'Shiv Yatra Trust' }),
  source,
});
