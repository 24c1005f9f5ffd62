import { z } from '@hono/zod-openapi';

export const CategoryRefSchema = z.object({ slug: z.string(), title: z.string() }).openapi('CategoryRef');

export const PassengerTypePriceSchema = z
  .object({ passengerType: z.string(), inrPrice: z.number().int() })
  .openapi('PassengerTypePrice');

export const PackagePriceRowSchema = z
  .object({ title: z.string(), inrPrice: z.number().int(), passengerTypePrice: z.array(PassengerTypePriceSchema) })
  .openapi('PackagePriceRow');

export const PricesSchema = z
  .object({
    inrPrice: z.number().int().openapi({ description: 'List price' }),
    inrPriceSpecial: z.number().int().openapi({ description: "Selling price; 0 means 'Coming Soon..'" }),
    isApplySeatOption: z.boolean(),
    packagePrice: z.array(PackagePriceRowSchema),
  })
  .openapi('Prices');

export const PackageCardSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    anotherTitle: z.string().nullable(),
    titleForApp: z.string().nullable(),
    duration: z.string().openapi({ example: '11 Nights / 12 Days' }),
    image: z.string().openapi({ example: '/media/packages/kailash-mansarovar-yatra-by-helicopter-via-lucknow' }),
    category: z.array(CategoryRefSchema).openapi({ description: 'The first is the home category' }),
    tourLabel: z.string().nullable(),
    classification: z.string().nullable(),
    isRegistration: z.boolean(),
    prices: PricesSchema,
  })
  .openapi('PackageCard');

export const ItineraryDaySchema = z
  .object({ day: z.number().int(), title: z.string(), description: z.string() })
  .openapi('ItineraryDay');

export const PackageDetailSchema = PackageCardSchema.extend({
  overview: z.string(),
  highlights: z.array(z.string()),
  itinerary: z.array(ItineraryDaySchema),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
}).openapi('PackageDetail');

export const CategorySummarySchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    anotherTitle: z.string().nullable(),
    classification: z.string().openapi({ example: 'international' }),
    description: z.string().nullable(),
    image: z.string(),
    isPopular: z.boolean(),
    status: z.boolean(),
    parentId: z.string().nullable(),
    sortOrder: z.number().int(),
  })
  .openapi('CategorySummary');

export const MenuPackageSchema = z
  .object({ _id: z.string(), slug: z.string(), title: z.string(), titleForApp: z.string().nullable(), duration: z.string() })
  .openapi('MenuPackage');

export const MenuCategorySchema = CategorySummarySchema.extend({
  subCategory: z.array(CategorySummarySchema),
  packages: z.array(MenuPackageSchema),
}).openapi('MenuCategory');

export const CategoryStatSchema = CategorySummarySchema.extend({
  subCategory: z.array(CategorySummarySchema),
  totalPackages: z.number().int(),
  minPrice: z.number().int().nullable().openapi({ description: 'Lowest inrPriceSpecial above 0 among its packages' }),
}).openapi('CategoryStat');

export const PickerItemSchema = z
  .object({ ID: z.string(), title: z.string(), titleForApp: z.string().nullable(), classification: z.string().nullable() })
  .openapi('PickerItem');

export type PackageCard = z.infer<typeof PackageCardSchema>;
export type PackageDetail = z.infer<typeof PackageDetailSchema>;
export type CategorySummary = z.infer<typeof CategorySummarySchema>;
export type MenuCategory = z.infer<typeof MenuCategorySchema>;
export type CategoryStat = z.infer<typeof CategoryStatSchema>;
