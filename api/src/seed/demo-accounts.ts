import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resetTokens, userTokens, users } from '../db/schema/accounts.ts';
import { TEST_REVIEWER } from './community/test-user.ts';
import { COUPON_CUSTOMERS, SEED_EMPLOYEE } from './employees.ts';
import { GROUP_MEMBER, GROUP_ORGANISER } from './group-orders/group-users.ts';
import { WALLET_USER } from './wallet/wallet-user.ts';

/**
 * Every account the seed creates (api/README.md "Seeded accounts"): all of them have the password the READMEs
 * publish and a mobile (+91 98123 000xx) that may be someone's real number. `API_SEED_DEMO_ACCOUNTS` off
 * (the default under NODE_ENV=production) seeds none of them, and `disableDemoAccounts` shuts those a database
 * already holds.
 */
export const DEMO_ACCOUNT_IDS: readonly string[] = [
  TEST_REVIEWER.id,
  WALLET_USER.id,
  SEED_EMPLOYEE.id,
  ...COUPON_CUSTOMERS.map((customer) => customer.id),
  GROUP_ORGANISER.id,
  GROUP_MEMBER.id,
];

/** Not the `scrypt$…` format: `verifyPassword` answers false for every password without deriving anything. */
export const DISABLED_PASSWORD_HASH = 'disabled: demo account (API_SEED_DEMO_ACCOUNTS off)';

/**
 * The mobile a disabled demo account keeps: not E.164 (sign-in, reset and sign-up look accounts up by the E.164 that
 * libphonenumber makes of what was typed, always `+<digits>`), unique per account (`users_mobile_idx`), and it
 * frees the seeded number for its real owner to sign up with.
 */
export const disabledMobileOf = (userId: string): string => `disabled:${userId}`;

/**
 * Makes the seeded demo accounts of this database unusable, in one transaction, and answers the e-mails of those it
 * changed (none when all were disabled already, or never seeded: it is idempotent). Each keeps its id and its rows
 * (orders, wallet ledger, coupon uses, group order), but:
 * - its password hash verifies no password;
 * - its mobile becomes `disabled:<id>`, which no typed number matches: no OTP sign-in, no reset by SMS, and the real
 *   owner of the number can sign up;
 * - its e-mail is no longer confirmed: an unconfirmed e-mail identifies no account (sign-in, reset, accounts/users.ts);
 * - its role is `customer` (the employee routes refuse it), and its sessions and reset tokens are revoked.
 * Only rows with the seed's stable ids and `source = 'seed'` are touched: a real account is never one of them.
 */
export async function disableDemoAccounts(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids = [...DEMO_ACCOUNT_IDS];
    const disabledMobile = sql`'disabled:' || ${users.id}`;
    const stillUsable = or(
      ne(users.passwordHash, DISABLED_PASSWORD_HASH),
      ne(users.mobile, disabledMobile),
      eq(users.emailVerified, true),
      ne(users.role, 'customer'),
    );
    const changed = await tx
      .update(users)
      .set({ passwordHash: DISABLED_PASSWORD_HASH, mobile: disabledMobile, emailVerified: false, role: 'customer', updatedAt: now })
      .where(and(inArray(users.id, ids), eq(users.source, 'seed'), stillUsable))
      .returning({ id: users.id, email: users.email });
    // On every call, not only when a row changed: once done, an update of nothing.
    await tx.update(userTokens).set({ revokedAt: now }).where(and(inArray(userTokens.userId, ids), isNull(userTokens.revokedAt)));
    await tx.update(resetTokens).set({ usedAt: now }).where(and(inArray(resetTokens.userId, ids), isNull(resetTokens.usedAt)));
    return changed.map((row) => row.email).sort();
  });
}
