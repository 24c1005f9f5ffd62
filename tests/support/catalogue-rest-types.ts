/** The REST shapes of `api/CONTRACT.md` that the contract tests read directly from the api. */

export type PassengerTypePrice = { passengerType: string; inrPrice: number };
export type PackagePriceRow = { title: string; inrPrice: number; passengerTypePrice: PassengerTypePrice[] };
export type Prices = {
  inrPrice: number;
  inrPriceSpecial: number;
  isApplySeatOption: boolean;
  packagePrice: PackagePriceRow[];
};

export type PackageCard = {
  _id: string;
  slug: string;
  title: string;
  duration: string;
  image: string;
  category: { slug: string; title: string }[];
  classification: string | null;
  isRegistration: boolean;
  prices: Prices;
};

export type CategorySummary = { _id: string; slug: string; title: string; isPopular: boolean; status: boolean };

export type MenuCategory = CategorySummary & {
  subCategory: CategorySummary[];
  packages: { _id: string; slug: string; title: string }[];
};

export type PickerItem = { ID: string; title: string; titleForApp: string | null; classification: string | null };
