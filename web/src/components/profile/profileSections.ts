/** The anchors of `/profile` (spec §2), spelled as the spec spells them, in the side nav's order. */
export const PROFILE_SECTIONS = [
  { id: 'Travellers', label: 'Travellers' },
  { id: 'wishList', label: 'Wishlist' },
  { id: 'Reviews', label: 'Reviews' },
  { id: 'enquiry', label: 'Enquiries' },
  { id: 'booking', label: 'Bookings' },
  { id: 'wallet', label: 'Wallet' },
  { id: 'employee', label: 'Employee', employeesOnly: true },
  { id: 'groupOrders', label: 'Group Orders' },
  { id: 'kyc', label: 'KYC' },
  { id: 'giftCards', label: 'Gift Cards' },
  { id: 'registrations', label: 'Registrations' },
] as const;

/** The sections a user of this role sees in the side nav: 'Employee' for employees only. */
export const sectionsFor = (role: string | null) => PROFILE_SECTIONS.filter((section) => !('employeesOnly' in section) || role === 'EMPLOYEE');

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

/** The id of a section heading (the anchor itself names the section, the heading inside takes focus). */
export const headingIdOf = (section: string): string => `${section}-heading`;

/** The section a location hash names (`#wishList`), or null. */
export function sectionOfHash(hash: string): ProfileSectionId | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return PROFILE_SECTIONS.find((section) => section.id === id)?.id ?? null;
}
