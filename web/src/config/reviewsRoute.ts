import { PAGE_QUERY } from './pagedLists';

/**
 * `/traveller-reviews` (spec §2) and its filters `?package=<slug>&format=video&rating=5&page=2`: a cached page under
 * dynamic segments (`/traveller-reviews/{package}/{format}/{rating}/{page}`, `all` for every package; see src/app/home/[edition]/page.tsx for why), so
 * next.config.ts rewrites each combination of the query onto it (a `force-static` page never sees its query) and
 * redirects the internal paths back.
 */
export const REVIEWS_PATH = '/traveller-reviews';

export const REVIEW_FORMATS = ['text', 'video'] as const;
export type ReviewFormatKey = (typeof REVIEW_FORMATS)[number];
export const REVIEW_RATINGS = ['all', '5', '4', '3', '2', '1'] as const;
export type ReviewRatingKey = (typeof REVIEW_RATINGS)[number];

/** Reviews per page: the `?page=N` links and "Load more" both step by it. */
export const REVIEWS_PER_PAGE = 12;
/** Pages past this are 404s (a bound on what can fill the page cache). */
export const MAX_REVIEWS_PAGE = 99;

/** A package slug as `?package=` takes it (`all`, the segment of every package, is none). */
const PACKAGE_SLUG = '[a-z0-9][a-z0-9-]{0,99}';
export const isPackageSlug = (value: string) => value !== 'all' && new RegExp(`^${PACKAGE_SLUG}$`).test(value);

export interface ReviewsFilter {
  /** Only the reviews of this package (its slug), or of every package. */
  packageSlug: string | null;
  format: ReviewFormatKey;
  rating: ReviewRatingKey;
  page: number;
}

export const DEFAULT_REVIEWS_FILTER: ReviewsFilter = { packageSlug: null, format: 'text', rating: 'all', page: 1 };

export const isReviewFormat = (value: string): value is ReviewFormatKey => (REVIEW_FORMATS as readonly string[]).includes(value);
export const isReviewRating = (value: string): value is ReviewRatingKey => (REVIEW_RATINGS as readonly string[]).includes(value);

/** The public path of a filter: defaults left out, e.g. `/traveller-reviews?format=video&page=2`. */
export function reviewsPath({ packageSlug, format, rating, page }: ReviewsFilter): string {
  const query = new URLSearchParams();
  if (packageSlug !== null) query.set('package', packageSlug);
  if (format !== 'text') query.set('format', format);
  if (rating !== 'all') query.set('rating', rating);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search === '' ? REVIEWS_PATH : `${REVIEWS_PATH}?${search}`;
}

type Has = { type: 'query'; key: string; value: string };
type Rule = { source: string; destination: string; has?: Has[] };

/** The query's keys in the order of the route's segments. */
const QUERY: Record<'package' | 'format' | 'rating' | 'page', { value: string; fallback: string }> = {
  package: { value: `(?<package>${PACKAGE_SLUG})`, fallback: 'all' },
  format: { value: '(?<format>text|video)', fallback: 'text' },
  rating: { value: '(?<rating>[1-5])', fallback: 'all' },
  // Any digits, as the list pages take them: the route answers 404 past MAX_REVIEWS_PAGE, 0 or a padded number.
  page: { value: PAGE_QUERY.value, fallback: '1' },
};

/** next.config.ts `rewrites().beforeFiles`: one rule per combination of the query, the most specific first. */
export function reviewsRewrites(): Rule[] {
  const keys = Object.keys(QUERY) as (keyof typeof QUERY)[];
  const subsets = Array.from({ length: 2 ** keys.length }, (_, mask) => keys.filter((_, index) => (mask >> index) & 1));
  return subsets
    .sort((a, b) => b.length - a.length)
    .map((present) => {
      const destination = [REVIEWS_PATH, ...keys.map((key) => (present.includes(key) ? `:${key}` : QUERY[key].fallback))].join('/');
      const has = present.map((key) => ({ type: 'query' as const, key, value: QUERY[key].value }));
      return has.length > 0 ? { source: REVIEWS_PATH, has, destination } : { source: REVIEWS_PATH, destination };
    });
}

/** next.config.ts `redirects()`: the internal route back to its public path. */
export function reviewsRedirects(): (Rule & { permanent: boolean })[] {
  return [
    {
      source: `${REVIEWS_PATH}/:package/:format/:rating/:page`,
      destination: `${REVIEWS_PATH}?package=:package&format=:format&rating=:rating&page=:page`,
      permanent: false,
    },
  ];
}
