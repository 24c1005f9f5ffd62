import { z } from '@hono/zod-openapi';
import { isCalendarDate, ISO_DATE, todayInIndia } from '../calendar/dates.ts';
import { ApiError } from '../http/errors.ts';
import { ObjectIdSchema, repeatableIds } from '../http/query-params.ts';
import { departureStatuses } from './departure-status.ts';

export const DepartureSchema = z
  .object({
    _id: z.string().openapi({ example: '9c1f0a9e8b3d4c2a1f0e9d8c' }),
    packageId: z.string().openapi({ example: '5f1c0a9e8b3d4c2a1f0e9d8c' }),
    date: z.string().openapi({ description: 'The tour start date (ISO, `YYYY-MM-DD`)', example: '2027-06-12' }),
    seatsTotal: z.number().int().openapi({ example: 24 }),
    seatsLeft: z.number().int().openapi({ example: 5 }),
    inrPrice: z.number().int().openapi({ description: 'The least one adult pays on this date (the cheapest occupancy, surcharge included) in whole rupees', example: 163000 }),
    inrPricePaise: z.number().int().openapi({ description: 'The same price in paise: the Adult price of the cheapest occupancy with the surcharge, rounded to ₹1', example: 16300000 }),
    surchargePercent: z.number().int().openapi({ description: 'Festival or peak-season surcharge of this date in percent; 0 on ordinary dates', example: 0 }),
    status: z.enum(departureStatuses).openapi({ description: 'SOLD_OUT at 0 seats left, FEW_LEFT at 1 to 5' }),
  })
  .openapi('Departure');

export type Departure = z.infer<typeof DepartureSchema>;

const isoDate = (name: string, description: string) =>
  z
    .string()
    .regex(ISO_DATE, 'must be a date as YYYY-MM-DD')
    .refine(isCalendarDate, 'must be a real calendar date')
    .optional()
    .openapi({ param: { name, in: 'query' }, description, example: '2027-06-01' });

export const rangeQuery = {
  from: isoDate('from', 'First start date (inclusive); default and minimum: today'),
  to: isoDate('to', 'Last start date (inclusive); default: one year after `from`'),
};

export const packageIdParam = z.object({ packageId: ObjectIdSchema.openapi({ param: { name: 'packageId', in: 'path' } }) });

export const batchQuery = z.object({ 'packageId[]': repeatableIds('packageId[]'), packageId: repeatableIds('packageId'), ...rangeQuery });

/** `from` no earlier than today, `to` one year after it by default; a `to` before `from` is a 400. */
export function dateRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): { from: string; to: string } {
  const today = todayInIndia(now); // departures are calendar days in India
  const from = query.from !== undefined && query.from > today ? query.from : today;
  const yearLater = new Date(`${from}T00:00:00Z`);
  yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
  const to = query.to ?? yearLater.toISOString().slice(0, 10);
  if (to < from) throw new ApiError(400, "Invalid query parameter 'to': must not be before 'from' (or today)");
  return { from, to };
}
