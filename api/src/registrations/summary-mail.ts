import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { packages } from '../db/schema/catalogue.ts';
import { ApiError } from '../http/errors.ts';
import type { RegistrationsDeps } from './deps.ts';
import { REGISTRATION_MESSAGES as MSG } from './messages.ts';
import type { RegistrationRow } from './store.ts';
import { summaryText } from './summary-text.ts';

/** The account's e-mail once confirmed by its OTP: the only address a summary goes to (anyone may type any other). */
async function confirmedEmailOf(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return user?.verified ? user.email : null;
}

/**
 * E-mails the summary to the caller's confirmed account e-mail (never the personal step's, which nobody proved),
 * within the day's caps (`limits.summaryMails`: 429 with `retry-after`); answers the address. Without a confirmed
 * e-mail: 403, nothing sent or counted.
 */
export async function mailSummary(deps: Pick<RegistrationsDeps, 'db' | 'senders' | 'limits' | 'places'>, row: RegistrationRow): Promise<string> {
  const to = await confirmedEmailOf(deps.db, row.userId);
  if (!to) throw new ApiError(403, MSG.confirmEmailFirst);
  await deps.limits.summaryMails.take({ userId: row.userId, registrationId: row.id });
  const [pkg] = await deps.db.select({ title: packages.title }).from(packages).where(eq(packages.id, row.packageId));
  await deps.senders.mailer.sendMail({ to, subject: 'Your KMY registration summary', body: summaryText(row, pkg?.title ?? row.packageId, deps.places) }, deps.db);
  return to;
}
