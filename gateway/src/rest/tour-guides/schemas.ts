import { z } from 'zod';
import { dataEnvelope } from '../envelope.ts';

/** CONTRACT.md "Tour guides": `TourGuide`. */
export const tourGuideSchema = z.object({ _id: z.string().min(1), name: z.string(), mobile: z.string(), email: z.string() });

/** `POST /user/get-tour-guides`: the guides per order, in the order asked. */
export const orderGuidesAnswer = dataEnvelope(z.array(z.object({ orderId: z.string(), guides: z.array(tourGuideSchema) })));
