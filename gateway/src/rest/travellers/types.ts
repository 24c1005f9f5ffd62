import type { z } from 'zod';
import type { passengerSchema } from './schemas.ts';

/** The REST passenger as the routes answer it; the parent of every `Traveller` resolver. */
export type TravellerModel = z.infer<typeof passengerSchema>;

/** The body of `POST /passenger/add` and `PUT /passenger/update/{id}` (the whole traveller each time). */
export interface PassengerRequest {
  firstname: string;
  lastname: string;
  gender: TravellerModel['gender'];
  dob: string;
  mobile: number | null;
  countrycode: string | null;
  email: string | null;
  nationality: string;
  passportNumber: string | null;
  passportExpiry: string | null;
  relation: string | null;
  notes: string | null;
  source: string;
}
