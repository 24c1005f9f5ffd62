import type { z } from 'zod';
import type { cartSchema } from './schemas.ts';

/** The REST cart as the routes answer it; the parent of every `Cart` resolver. */
export type CartModel = z.infer<typeof cartSchema>;
/** The cart's one booking. */
export type CartItemModel = CartModel['items'][0];
/** A traveller on the booking, priced; the parent of `CartTraveller`. */
export type CartTravellerModel = CartItemModel['PassengerList'][number];
/** An occupancy with its per-adult price; the parent of `OccupancyOption`. */
export type OccupancyOptionModel = CartItemModel['occupancyOptions'][number];

/** The body of `POST /cart/add` (spec §3: packageID, yatraDate, PassengerList, source, couponCode). */
export interface CartAddRequest {
  packageID: string;
  yatraDate: string;
  occupancy?: string;
  PassengerList: string[];
  couponCode?: string;
  source: string;
}

/** The body of `POST /cart/gst`: null clears the details. */
export interface CartGstRequest {
  gstNumber: string | null;
  companyName?: string;
  source: string;
}
