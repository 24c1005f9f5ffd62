import { z } from 'zod';
import type { RestClient } from '../http.ts';
import { pathSegment } from '../url.ts';

/** `/package/departures` answers of CONTRACT.md ("Departures"). */
export const departureSchema = z.object({
  _id: z.string().min(1),
  packageId: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  seatsTotal: z.number().int(),
  seatsLeft: z.number().int(),
  inrPrice: z.number().int(),
  /** The same price in paise (CONTRACT.md, issue 8 cart); absent from an api that predates it. */
  inrPricePaise: z.number().int().nonnegative().optional(),
  /** The date's festival or peak surcharge in percent (0 on ordinary dates; absent from an older api). */
  surchargePercent: z.number().int().nonnegative().default(0),
  status: z.enum(['AVAILABLE', 'FEW_LEFT', 'SOLD_OUT']),
});

export type DepartureModel = z.infer<typeof departureSchema>;

// Built once: zod compiles a schema on its first parse (see rest/envelope.ts).
const departureListSchema = z.array(departureSchema);

/** The most ids `/package/departures?packageId[]=` accepts in one call. */
export const MAX_DEPARTURE_PACKAGES_PER_CALL = 100;

/** `GET /package/departures/{packageId}`: the package's upcoming departures (the api's default window); [] if unknown. */
export async function fetchDepartures(client: RestClient, packageId: string): Promise<DepartureModel[]> {
  return (await client.getData(`/package/departures/${pathSegment(packageId)}`, {}, departureListSchema)) ?? [];
}

/** `GET /package/departures?packageId[]=`: the upcoming departures of many packages, by package then date. */
export async function fetchDeparturesOfMany(client: RestClient, packageIds: readonly string[]): Promise<DepartureModel[]> {
  return (await client.getData('/package/departures', { 'packageId[]': packageIds }, departureListSchema)) ?? [];
}
