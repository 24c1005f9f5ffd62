/**
 * The rules of creating a group order (REST `POST /group-orders`), shared by the gateway's input and the web's
 * 'Create a group order' form. The api checks the same limits and each contact again (api/src/group-orders).
 */
export const GROUP_ORDER_LIMITS = { titleMax: 120, maxMembers: 20, minPersons: 1, maxPersons: 20, contactMax: 120 } as const;

export const GROUP_ORDER_MESSAGES = {
  titleRequired: 'Give the group a name (at most 120 characters)',
  packageRequired: 'Choose a package',
  dateRequired: 'Choose a date',
  membersCount: 'List 1 to 20 members',
  contactRequired: 'Give each member a mobile number or an e-mail',
  contactInvalid: 'Give each member a valid mobile number (with its country code, e.g. +91 98123 00032) or e-mail',
  contactTwice: 'List each member once',
  personsRange: 'A share has 1 to 20 places',
  notEnoughSeats: (seats: number) => `Only ${seats} ${seats === 1 ? 'seat is' : 'seats are'} left on this date`,
} as const;

/** A mobile with its country code (`+91 98123 00032`, spaces and dashes allowed) or an e-mail, as the api accepts. */
export const GROUP_MEMBER_CONTACT_PATTERN = /^(?:\+?\d[\d\s-]{6,18}\d|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

/** The same contact spelled alike (spaces, dashes and case dropped), to find a member listed twice. */
export const groupContactKey = (contact: string): string => contact.trim().toLowerCase().replace(/[\s-]/g, '');

/** Why this list of member contacts cannot be sent (the first problem), or null. */
export function groupMembersProblem(contacts: readonly string[]): string | null {
  if (contacts.length < 1 || contacts.length > GROUP_ORDER_LIMITS.maxMembers) return GROUP_ORDER_MESSAGES.membersCount;
  if (contacts.some((contact) => !GROUP_MEMBER_CONTACT_PATTERN.test(contact.trim()))) return GROUP_ORDER_MESSAGES.contactInvalid;
  const keys = contacts.map(groupContactKey);
  return new Set(keys).size === keys.length ? null : GROUP_ORDER_MESSAGES.contactTwice;
}
