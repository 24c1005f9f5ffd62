import { z } from 'zod';

/** `Passenger` of CONTRACT.md (Travellers): what every `/passenger/*` route answers. */
export const passengerSchema = z.object({
  _id: z.string().min(1),
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(['male', 'female', 'other']),
  dob: z.string(),
  mobile: z.number().int().nonnegative().nullable(),
  countrycode: z.string().nullable(),
  email: z.string().nullable(),
  nationality: z.string(),
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  relation: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const passengerAnswer = z.object({ message: z.string().optional(), data: passengerSchema });
export const passengerListAnswer = z.object({ data: z.array(passengerSchema) });
export const passengerDeletedAnswer = z.object({ message: z.string().optional(), data: z.object({ _id: z.string() }) });
