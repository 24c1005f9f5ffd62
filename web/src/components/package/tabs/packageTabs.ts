/**
 * The package page's sections (issue 12): on a phone a tab toggle (spec §3 global UI state: 'mobile tab toggle',
 * default 'overview_tab'), on wider screens every section under a sticky sub-nav. The URL hash is the section's
 * id (`#reviews`) on both, so a link to a section works with or without JavaScript.
 */
export const PACKAGE_SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'itinerary', label: 'Itinerary' },
  { id: 'inclusions', label: 'Inclusions' },
  { id: 'dates', label: 'Dates' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'faqs', label: 'FAQs' },
  { id: 'weather', label: 'Weather' },
] as const;

export type PackageSectionId = (typeof PACKAGE_SECTIONS)[number]['id'];

/** The spec's name of a mobile tab: `overview` → `overview_tab`. */
export type PackageTab = `${PackageSectionId}_tab`;

export const DEFAULT_PACKAGE_TAB: PackageTab = 'overview_tab';

/** The phone layout (the width under which the mobile bottom bar shows). */
export const MOBILE_TABS_MEDIA = '(max-width: 767.98px)';

export const tabOf = (section: PackageSectionId): PackageTab => `${section}_tab`;

export const sectionOf = (tab: PackageTab): PackageSectionId => tab.slice(0, -'_tab'.length) as PackageSectionId;

export const isPackageSection = (value: string): value is PackageSectionId => PACKAGE_SECTIONS.some((section) => section.id === value);

/** The section a URL hash names (`#reviews`), or null: a hash of something inside a section is resolved by the DOM. */
export function sectionOfHash(hash: string): PackageSectionId | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return isPackageSection(id) ? id : null;
}

/** The tab an arrow, Home or End key moves to (wrapping around, as the WAI-ARIA tabs pattern does); null for other keys. */
export function tabAfterKey(key: string, current: PackageSectionId): PackageSectionId | null {
  const index = PACKAGE_SECTIONS.findIndex((section) => section.id === current);
  const last = PACKAGE_SECTIONS.length - 1;
  const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[key];
  if (target === undefined) return null;
  return PACKAGE_SECTIONS[(target + PACKAGE_SECTIONS.length) % PACKAGE_SECTIONS.length]!.id;
}
