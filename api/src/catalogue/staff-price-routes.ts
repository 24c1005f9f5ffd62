import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packages } from '../db/schema/catalogue.ts';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { ObjectIdSchema } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { staffOnly } from '../http/staff-routes.ts';
import { CATALOGUE_TAG, packageTag } from '../http-cache/tags.ts';
import { loadPriceTables } from '../pricing/price-table-queries.ts';
import { nextPriceTable, type PackagePricing } from '../pricing/price-table-rules.ts';
import { replacePriceTable } from '../pricing/price-table-writes.ts';
import type { CatalogueDeps } from './deps.ts';
import { loadPackageDetails } from './package-cards.ts';
import { PackageDetailSchema } from './schemas.ts';
import { PricesBodySchema } from './staff-price-schemas.ts';

const pricesRoute = createRoute({
  method: 'put',
  path: '/catalogue/packages/{_id}/prices',
  tags: ['staff'],
  summary: "Sets a package's list and selling prices and the price table check-out charges (staff)",
  ...staffOnly,
  request: {
    params: z.object({ _id: ObjectIdSchema.openapi({ param: { name: '_id', in: 'path' } }) }),
    body: { required: true, content: { 'application/json': { schema: PricesBodySchema } } },
  },
  responses: jsonResponses('The package with its new prices', envelopeOf(PackageDetailSchema), [400, 401, 403, 404]),
});

/** The package on sale with its price table, its row locked so that two changes of one package apply one by one. */
async function lockedPricing(tx: Db, id: string): Promise<(PackagePricing & { slug: string }) | undefined> {
  const [row] = await tx
    .select({ slug: packages.slug, isRegistration: packages.isRegistration })
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.status, true)))
    .for('update');
  const table = row && (await loadPriceTables(tx, [id])).get(id);
  return row && table ? { ...table, ...row } : undefined;
}

/**
 * Staff catalogue changes: one transaction writes the prices and the price table (src/pricing/price-table-rules.ts)
 * and signals the change; once it committed, this instance drops the cached answers that show the package or any catalogue list, then the change notice goes
 * to the gateway and the web (src/catalogue-changes/).
 */
export function staffPriceRoutes({ db, changes }: CatalogueDeps) {
  return createRouter().openapi(pricesRoute, async (c) => {
    const id = c.req.valid('param')._id;
    const prices = c.req.valid('json');
    const tags = [CATALOGUE_TAG, packageTag(id)];
    const slug = await db.transaction(async (tx) => {
      const pkg = await lockedPricing(tx, id);
      if (!pkg) return null;
      const next = nextPriceTable(pkg, prices);
      if ('message' in next) throw new ApiError(400, `Invalid body field '${next.field}': ${next.message}`);
      await tx.update(packages).set({ inrPrice: prices.inrPrice, inrPriceSpecial: prices.inrPriceSpecial }).where(eq(packages.id, id));
      await replacePriceTable(tx, id, next.table);
      await changes.signal(tx, tags);
      return pkg.slug;
    });
    if (slug === null) throw notFound('Package');
    changes.committed(tags);
    const [detail] = await loadPackageDetails(db, [slug]);
    if (!detail) throw notFound('Package');
    return c.json(envelope(detail), 200);
  });
}
