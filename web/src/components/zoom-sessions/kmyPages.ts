/** The Kailash Mansarovar Yatra (KMY) category: its pages carry the Zoom session banner. */
export const KMY_CATEGORY_SLUG = 'kailash-mansarovar';

export const KMY_CATEGORY_PATH = `/package/${KMY_CATEGORY_SLUG}`;

export { KMY_REGISTRATION_PATH } from '@/components/registrations/kmyRegistrationPath';

/** True for a package in the KMY category (of the category slugs it belongs to). */
export function isKmyPackage(categorySlugs: readonly string[]): boolean {
  return categorySlugs.includes(KMY_CATEGORY_SLUG);
}
