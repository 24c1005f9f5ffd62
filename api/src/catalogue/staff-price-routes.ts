import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { packages } from '../db/schema/catalogue.ts';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { ObjectIdSchema } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { staffOnly } from '../http/staff-routes.ts';
import { CATALOGUE_TAG, packageTag } from '../http-cache/tags.ts';
import type { CatalogueDeps } from './deps.ts';
import { loadPackageDetails } from './package-cards.ts';
import { PackageDetailSchema } from './schemas.ts';

const PricesBodySchema = z
  .object({
    inrPrice: z.number({ error: 'must be a whole number of rupees' }).int('must be a whole number of rupees').min(1, 'must be at least 1').openapi({ example: 185000 }),
    inrPriceSpecial: z
      .number({ error: 'must be a whole number of rupees' })
      .int('must be a whole number of rupees')
      .min(0, 'must be at least 0')
      .openapi({ example: 165000, description: "The selling price; 0 makes the package 'Coming Soon..'" }),
  })
  .strict()
  .openapi('PackagePricesUpdate');

const pricesRoute = createRoute({
  method: 'put',
  path: '/catalogue/packages/{_id}/prices',
  tags: ['staff'],
  summary: "Sets a package's list and selling prices (staff)",
  ...staffOnly,
  request: {
    params: z.object({ _id: ObjectIdSchema.openapi({ param: { name: '_id', in: 'path' } }) }),
    body: { required: true, content: { 'application/json': { schema: PricesBodySchema } } },
  },
  responses: jsonResponses('The package with its new prices', envelopeOf(PackageDetailSchema), [400, 401, 403, 404]),
});

/**
 * Staff catalogue changes: one transaction writes the prices and signals the change; once it committed, this
 * instance drops the cached answers that show the package or any catalogue list, then the change notice goes
 * to the gateway and the web (src/catalogue-changes/).
 */
export function staffPriceRoutes({ db, changes }: CatalogueDeps) {
  return createRouter().openapi(pricesRoute, async (c) => {
    const id = c.req.valid('param')._id;
    const prices = c.req.valid('json');
    const tags = [CATALOGUE_TAG, packageTag(id)];
    const slug = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(packages)
        .set(prices)
        .where(and(eq(packages.id, id), eq(packages.status, true)))
        .returning({ slug: packages.slug });
      if (!row) return null;
      await changes.signal(tx, tags);
      return row.slug;
    });
    if (slug === null) throw notFound('Package');
    changes.committed(tags);
    const [detail] = await loadPackageDetails(db, [slug]);
    if (!detail) throw notFound('Package');
    return c.json(envelope(detail), 200);
  });
}
