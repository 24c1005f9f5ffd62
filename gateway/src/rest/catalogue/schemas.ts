import { z } from 'zod';

/** zod schemas of the catalogue answers of CONTRACT.md; a field that drifts fails the parse loudly. */

export const categoryRefSchema = z.object({ slug: z.string().min(1), title: z.string() });

/** A package's categories; the first is its home, which its page path needs, so at least one is required. */
export const homeFirstCategories = z.tuple([categoryRefSchema], categoryRefSchema);

const passengerTypePriceSchema = z.object({ passengerType: z.string(), inrPrice: z.number() });

const packagePriceRowSchema = z.object({
  title: z.string(),
  inrPrice: z.number(),
  passengerTypePrice: z.array(passengerTypePriceSchema),
});

export const pricesSchema = z.object({
  inrPrice: z.number(),
  inrPriceSpecial: z.number(),
  isApplySeatOption: z.boolean(),
  packagePrice: z.array(packagePriceRowSchema),
});

/** The card fields shared by `/packages` cards and `/search` packages (which differ only in their prices). */
export const packageCardFields = {
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  anotherTitle: z.string().nullable(),
  titleForApp: z.string().nullable(),
  duration: z.string(),
  image: z.string(),
  category: homeFirstCategories,
  tourLabel: z.string().nullable(),
  classification: z.string().nullable(),
  isRegistration: z.boolean(),
};

export const packageCardSchema = z.object({ ...packageCardFields, prices: pricesSchema });

export const packageDetailSchema = packageCardSchema.extend({
  overview: z.string(),
  highlights: z.array(z.string()),
  itinerary: z.array(z.object({ day: z.number().int(), title: z.string(), description: z.string() })),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
});

export const categorySummarySchema = z.object({
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  anotherTitle: z.string().nullable(),
  classification: z.string(),
  description: z.string().nullable(),
  image: z.string(),
  isPopular: z.boolean(),
  status: z.boolean(),
  parentId: z.string().nullable(),
  sortOrder: z.number(),
});

export const menuPackageRefSchema = z.object({
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  titleForApp: z.string().nullable(),
  duration: z.string(),
});

export const menuCategorySchema = categorySummarySchema.extend({
  subCategory: z.array(categorySummarySchema),
  packages: z.array(menuPackageRefSchema),
});

export const categoryStatSchema = categorySummarySchema.extend({
  subCategory: z.array(categorySummarySchema),
  totalPackages: z.number().int().nonnegative(),
  minPrice: z.number().nullable(),
});

/** `[{ packages }, { categories }]`, in the order the ids were asked. */
export const trendingSchema = z.array(
  z.union([
    z.object({ packages: z.array(packageCardSchema) }),
    z.object({ categories: z.array(categorySummarySchema) }),
  ]),
);

export const pickerItemSchema = z.object({
  ID: z.string().min(1),
  title: z.string(),
  titleForApp: z.string().nullable(),
  classification: z.string().nullable(),
});
