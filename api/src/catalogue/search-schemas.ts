import { z } from '@hono/zod-openapi';
import { PackageCardSchema } from './schemas.ts';

/** A PackageCard whose price fields are lowercase, as the product's search answers them (spec §3). */
export const SearchPackageSchema = PackageCardSchema.omit({ prices: true })
  .extend({
    prices: z.object({
      inrprice: z.number().int(),
      inrpricespecial: z.number().int(),
      isapplyseatoption: z.boolean(),
      packageprice: z.array(
        z.object({
          title: z.string(),
          inrprice: z.number().int(),
          passengertypeprice: z.array(z.object({ passengerType: z.string(), inrprice: z.number().int() })),
        }),
      ),
    }),
  })
  .openapi('SearchPackage', { description: 'A PackageCard with lowercase price fields' });

const entry = { _id: z.string(), slug: z.string(), title: z.string() };

export const SearchResultSchema = z
  .object({
    packages: z.array(z.object({ _id: z.string(), title: z.string(), slug: z.string(), lists: z.array(SearchPackageSchema) })),
    blogs: z.array(
      z.object({
        title: z.string(),
        slug: z.string().nullable(),
        lists: z.array(z.object({ ...entry, blogimage: z.string(), category: z.string().nullable() })),
      }),
    ),
    news: z.array(
      z.object({
        title: z.string(),
        slug: z.string().nullable(),
        lists: z.array(z.object({ ...entry, newsimage: z.string(), category: z.string().nullable() })),
      }),
    ),
    collection: z.array(
      z.object({ title: z.string(), slug: z.string().nullable(), lists: z.array(z.object({ ...entry, collectionimage: z.string() })) }),
    ),
  })
  .openapi('SearchResult');
