import type { z } from 'zod';
import type {
  categoryStatSchema,
  categorySummarySchema,
  menuCategorySchema,
  menuPackageRefSchema,
  packageCardSchema,
  packageDetailSchema,
  pickerItemSchema,
} from './schemas.ts';
import type { searchAnswerSchema } from './search-schemas.ts';

/** The REST models: what the catalogue routes answer once validated, and what resolvers receive as parents. */

export type PackageCardModel = z.infer<typeof packageCardSchema>;
export type PackageDetailModel = z.infer<typeof packageDetailSchema>;
export type PackagePricesModel = PackageCardModel['prices'];

/** A package parent: always the card fields; the detail fields only when it came from `/package-data`. */
export type PackageModel = PackageCardModel & Partial<Omit<PackageDetailModel, keyof PackageCardModel>>;

export type CategorySummaryModel = z.infer<typeof categorySummarySchema>;
export type MenuCategoryModel = z.infer<typeof menuCategorySchema>;
export type CategoryStatModel = z.infer<typeof categoryStatSchema>;
export type MenuPackageRefModel = z.infer<typeof menuPackageRefSchema>;

/** A category parent: the summary, plus whatever the route it came from answered (menu entries, stats). */
export type CategoryModel = CategorySummaryModel &
  Partial<Pick<MenuCategoryModel, 'subCategory' | 'packages'>> &
  Partial<Pick<CategoryStatModel, 'totalPackages' | 'minPrice'>>;

/** A menu package with the slug of the menu category it is listed under (for its page path). */
export interface MenuPackageModel {
  package: MenuPackageRefModel;
  categorySlug: string;
}

export interface TrendingModel {
  packages: PackageCardModel[];
  categories: CategorySummaryModel[];
}

export type SearchAnswerModel = z.infer<typeof searchAnswerSchema>;
export type PickerItemModel = z.infer<typeof pickerItemSchema>;
