export type Classification = 'international' | 'domestic';

export type CategorySeed = {
  slug: string;
  title: string;
  anotherTitle: string;
  classification: Classification;
  description: string;
  isPopular: boolean;
  subCategories?: Omit<CategorySeed, 'subCategories' | 'classification' | 'isPopular'>[];
};

/** A route a tour follows: the day titles in order, and what the tour shows and includes. */
export type RouteTemplate = {
  /** Day titles; `{from}` is replaced by the package's starting city. */
  days: string[];
  defaultFrom: string;
  /** The day added (repeated) when a package runs longer than the route. */
  spareDay: string;
  summary: string;
  highlights: string[];
  terms: TermsKey;
};

export type TermsKey = 'himalayan-international' | 'domestic-yatra' | 'international-holiday';

export type PackageSeed = {
  slug: string;
  title: string;
  anotherTitle?: string;
  titleForApp?: string;
  days: number;
  route: string;
  from?: string;
  /** Category slugs; the first is the home category used in the package path. */
  categories: string[];
  price: number;
  /** The selling price; 0 means 'Coming Soon..'. */
  special: number;
  label?: string;
  seatOption?: boolean;
  registration?: boolean;
};

export type ContentSeed = {
  slug: string;
  title: string;
  category: string | null;
  /** ISO date of publication. */
  published: string;
};
