import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { groupOrders, groupOrderShares } from '../db/schema/group-orders.ts';

/** A member's contact as stored: an E.164 mobile, or a lower-case e-mail; null when it is neither. */
export function normaliseContact(contact: string): string | null {
  const text = contact.trim();
  if (text.includes('@')) return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text.toLowerCase() : null;
  const phone = parsePhoneNumberFromString(text.startsWith('+') ? text : `+91${text}`);
  return phone?.isValid() ? phone.number : null;
}

/** `+91••••••0032`, `r•••@example.com`: what another member sees of a contact. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) return `${contact[0]}•••${contact.slice(at)}`;
  return `${contact.slice(0, 3)}${'•'.repeat(Math.max(0, contact.length - 7))}${contact.slice(-4)}`;
}

/**
 * Gives the caller the shares named by their mobile or confirmed e-mail that nobody has yet: a member becomes
 * a user of the site once they sign in. One UPDATE; a share once claimed stays with its user.
 */
export async function claimShares(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ mobile: users.mobile, email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const contacts = [user.mobile, ...(user.emailVerified && user.email ? [user.email.toLowerCase()] : [])];
  await db
    .update(groupOrderShares)
    .set({ memberId: userId })
    .where(and(isNull(groupOrderShares.memberId), inArray(groupOrderShares.contact, contacts)));
}

/** Group orders the user may see: organised by them, or holding a share of theirs. */
export const visibleTo = (userId: string) =>
  or(eq(groupOrders.organiserId, userId), sql`exists (select 1 from ${groupOrderShares} s where s.group_order_id = ${groupOrders.id} and s.member_id = ${userId})`);
