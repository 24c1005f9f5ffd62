import type { z } from 'zod';
import type { groupOrderSchema, shareCartSchema, sharePaymentSchema } from './schemas.ts';

/** The REST group order with its shares; the parent of `GroupOrder`. */
export type GroupOrderModel = z.infer<typeof groupOrderSchema>;
/** A share as every member sees it; the parent of `GroupOrderShare`. */
export type GroupOrderShareModel = GroupOrderModel['shares'][number];
/** The caller's own share priced like a cart; the parent of `GroupOrderShareCart`. */
export type ShareCartModel = z.infer<typeof shareCartSchema>;
/** A priced traveller of a share; the parent of `GroupShareTraveller`. */
export type ShareTravellerModel = ShareCartModel['PassengerList'][number];
/** A share payment; the parent of `GroupSharePayment`. */
export type SharePaymentModel = z.infer<typeof sharePaymentSchema>;
export type SharePaymentResultModel = { payment: SharePaymentModel; groupOrder: GroupOrderModel };

export interface CreateGroupOrderRequest {
  title: string;
  packageID: string;
  yatraDate: string;
  occupancy?: string;
  members: { contact: string; persons: number }[];
  source: string;
}
