import { z } from '@hono/zod-openapi';
import { ADULT, CHILD } from '../pricing/price-table.ts';

const rupees = (min: number) =>
  z.number({ error: 'must be a whole number of rupees' }).int('must be a whole number of rupees').min(min, `must be at least ${min}`);

const unique = (values: string[]): boolean => new Set(values).size === values.length;

const PassengerTypePricesSchema = z
  .array(z.object({ passengerType: z.enum([ADULT, CHILD], { error: `must be '${ADULT}' or '${CHILD}'` }), inrPrice: rupees(1) }).strict())
  .min(1, 'must hold an Adult price')
  .refine((rows) => rows[0]?.passengerType === ADULT, 'must list the Adult price first (cards read the first one)')
  .refine((rows) => unique(rows.map((row) => row.passengerType)), 'must name each passenger type once');

const OccupancyPriceSchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters').openapi({ example: 'Twin Sharing' }),
    inrPrice: rupees(1).openapi({ example: 185000 }),
    passengerTypePrice: PassengerTypePricesSchema,
  })
  .strict();

export const PricesBodySchema = z
  .object({
    inrPrice: rupees(1).openapi({ example: 185000 }),
    inrPriceSpecial: rupees(0).openapi({ example: 165000, description: "The selling price; 0 makes the package 'Coming Soon..'" }),
    packagePrice: z
      .array(OccupancyPriceSchema)
      .max(10, 'must hold at most 10 occupancies')
      .refine((rows) => unique(rows.map((row) => row.title)), 'must name each occupancy once')
      .optional()
      .openapi({
        description:
          'The price table check-out charges, replacing the old one. Without it an ordinary package\'s single row follows `inrPriceSpecial`; any other table stays.',
      }),
  })
  .strict()
  .openapi('PackagePricesUpdate');
