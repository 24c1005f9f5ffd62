import { and, asc, count, eq, exists, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packageCategories, packages } from '../db/schema/catalogue.ts';

/** Packages that listings, menus, search and trending show; the registration package is reached by slug only. */
export const listedPackage = and(eq(packages.status, true), eq(packages.isRegistration, false));

export const packageOrder = [asc(packages.sortOrder), asc(packages.title), asc(packages.id)];

export type PageRequest = { page: number; limit: number };

/** One page of listed package ids in a stable order, with the total; `categoryIds` empty means all. */
export async function pagePackageIds(db: Db, categoryIds: string[] | null, request: PageRequest): Promise<{ ids: string[]; total: number }> {
  const inCategories =
    categoryIds === null
      ? undefined
      : exists(
          db
            .select({ one: packageCategories.packageId })
            .from(packageCategories)
            .where(and(eq(packageCategories.packageId, packages.id), inArray(packageCategories.categoryId, categoryIds))),
        );
  const where = and(listedPackage, inCategories);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ id: packages.id })
      .from(packages)
      .where(where)
      .orderBy(...packageOrder)
      .limit(request.limit)
      .offset((request.page - 1) * request.limit),
    db.select({ total: count() }).from(packages).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: totalRow?.total ?? 0 };
}

export async function pickerList(db: Db) {
  const rows = await db
    .select({ id: packages.id, title: packages.title, titleForApp: packages.titleForApp, classification: packages.classification })
    .from(packages)
    .where(listedPackage)
    .orderBy(...packageOrder);
  return rows.map(({ id, ...rest }) => ({ ID: id, ...rest }));
}
