import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { MessageChannel } from '../db/schema/messaging.ts';
import { otpCodes, type OtpPurpose } from '../db/schema/otp.ts';
import { ApiError } from '../http/errors.ts';
import type { OtpQuota } from '../limits/otp-quota.ts';
import type { Senders } from '../messaging/senders.ts';
import { hmacHex, sameHex } from './code-hash.ts';
import { OTP_MESSAGES } from './messages.ts';

/** The OTP rules of api/CONTRACT.md (spec §9: 4 digits, 60-second resend countdown). */
export const OTP_RULES = {
  digits: 4,
  ttlMs: 10 * 60_000,
  maxWrongTries: 5,
  resendGapMs: 60_000,
  /** Per recipient AND purpose, so anonymous sends never use up the owner's sign-in codes. */
  /** Codes to one recipient for one purpose an hour, asked from one client (IPv4 or IPv6 /64)… */
  perRecipientPerHour: 5,
  /** …and from all clients together: a stranger's requests cannot use up the owner's own five. */
  perRecipientPerHourAllClients: 15,
  /**
   * Wrong tries at one recipient and purpose in a rolling day, all its codes together: four digits are 10,000
   * codes, and without it 15 codes an hour of 5 tries each would let a guesser try 1,800 a day at one account.
   */
  maxWrongTriesPerDay: 10,
} as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long a code's wrong tries count (`maxWrongTriesPerDay`): its row must be kept that long (housekeeping/purge.ts). */
export const WRONG_TRIES_WINDOW_MS = DAY_MS;

const purposeTexts: Record<OtpPurpose, string> = {
  'sign-up': 'sign-up',
  'sign-in': 'sign-in',
  'verify-mobile': 'mobile number verification',
  'password-reset': 'password reset',
  'email-confirmation': 'e-mail confirmation',
};

export const otpMessageText = (code: string, purpose: OtpPurpose): string =>
  `${code} is your OTP for ${purposeTexts[purpose]}. Valid for 10 minutes.`;

/** `quota`: the per-IP and global caps and the country list (src/limits/otp-quota.ts). */
export type OtpServiceConfig = { secret: string; now: () => Date; senders: Senders; quota: OtpQuota };
/**
 * `subject` binds a code to one thing besides its recipient (a pending sign-up's id): codes of different
 * subjects neither replace nor verify each other, while the limits stay per recipient.
 */
export type OtpTarget = { purpose: OtpPurpose; recipient: string; subject?: string };
/**
 * `clientIp` (`c.var.clientIp`) is required, so no sending route can skip the per-IP caps. `deliver: false`
 * does all the work of a send (limits, record) but delivers nothing: the answer for an unknown account, so
 * that it matches a known one's.
 */
export type OtpSend = OtpTarget & {
  channel: MessageChannel;
  clientIp: string;
  deliver?: boolean;
  /**
   * The recipient's own client (the account signed in from it before): its codes are bounded by its own hourly cap
   * and resend gap only, not by the all-clients cap and other clients' codes, which strangers can fill.
   */
  ownerClient?: boolean;
};

export interface OtpService {
  /** Creates, records and delivers a code in one transaction; 400 outside the countries, 429 when a limit applies. */
  send(db: Db, target: OtpSend): Promise<void>;
  /**
   * True once for the right live code; a wrong code counts a try (commit it: do not throw in the same transaction).
   * 429 once the recipient's codes for this purpose had `maxWrongTriesPerDay` wrong tries in a day.
   */
  verify(db: Db, target: OtpTarget & { code: string }): Promise<boolean>;
}

const secondsUntil = (moment: number, now: number): number => Math.max(1, Math.ceil((moment - now) / 1000));

export function createOtpService(config: OtpServiceConfig): OtpService {
  const codeHash = ({ purpose, recipient, subject }: OtpTarget, code: string) =>
    hmacHex(config.secret, subject === undefined ? `${purpose}:${recipient}:${code}` : `${purpose}:${recipient}:${subject}:${code}`);
  /** The live codes of one target: same recipient, purpose and subject. */
  const sameTarget = (target: OtpTarget): SQL | undefined =>
    and(
      eq(otpCodes.recipient, target.recipient),
      eq(otpCodes.purpose, target.purpose),
      target.subject === undefined ? isNull(otpCodes.subject) : eq(otpCodes.subject, target.subject),
      isNull(otpCodes.consumedAt),
    );

  /**
   * Throws 429 when the recipient's codes for this purpose have had `maxWrongTriesPerDay` wrong tries in the last
   * day, with the wait until enough of them are a day old.
   */
  async function refuseAfterWrongTries(db: Db, target: OtpTarget, now: Date): Promise<void> {
    const since = new Date(now.getTime() - WRONG_TRIES_WINDOW_MS);
    const rows = await db
      .select({ createdAt: otpCodes.createdAt, attempts: otpCodes.attempts })
      .from(otpCodes)
      .where(and(eq(otpCodes.recipient, target.recipient), eq(otpCodes.purpose, target.purpose), gt(otpCodes.createdAt, since), gt(otpCodes.attempts, 0)))
      .orderBy(asc(otpCodes.createdAt));
    let wrong = rows.reduce((sum, row) => sum + row.attempts, 0);
    if (wrong < OTP_RULES.maxWrongTriesPerDay) return;
    for (const row of rows) {
      wrong -= row.attempts;
      if (wrong < OTP_RULES.maxWrongTriesPerDay) {
        const wait = secondsUntil(row.createdAt.getTime() + WRONG_TRIES_WINDOW_MS, now.getTime());
        throw new ApiError(429, OTP_MESSAGES.otpWrongTries(Math.ceil(wait / 3600)), { 'retry-after': String(wait) });
      }
    }
  }

  /**
   * Throws the 429 of the first limit the recipient has reached for this purpose: 5 codes an hour asked from
   * this client, 15 from all clients (so another client's requests cannot lock the owner out), and the resend gap.
   * The owner's own client (`ownerClient`) meets only its own codes' cap and gap (docs/security.md §31).
   * The gap holds only while the newest code is still usable: once it was verified, the recipient is the one who got
   * it, and a new code is theirs to ask for at once (signing in again right after signing out); the hourly caps
   * still bound the texts sent.
   */
  async function enforceLimits(db: Db, target: OtpSend, now: Date): Promise<void> {
    await refuseAfterWrongTries(db, target, now);
    const lastHour = await db
      .select({ createdAt: otpCodes.createdAt, clientIp: otpCodes.clientIp, consumedAt: otpCodes.consumedAt })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.recipient, target.recipient),
          eq(otpCodes.purpose, target.purpose),
          gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .orderBy(asc(otpCodes.createdAt));
    const fromClient = lastHour.filter((row) => row.clientIp === target.clientIp);
    const caps = [[fromClient, OTP_RULES.perRecipientPerHour], [lastHour, OTP_RULES.perRecipientPerHourAllClients]] as const;
    for (const [rows, cap] of target.ownerClient ? caps.slice(0, 1) : caps) {
      const oldest = rows[rows.length - cap];
      if (oldest && rows.length >= cap) {
        const wait = secondsUntil(oldest.createdAt.getTime() + HOUR_MS, now.getTime());
        throw new ApiError(429, OTP_MESSAGES.otpHourlyCap, { 'retry-after': String(wait) });
      }
    }
    // The newest code is consumed only by its verification (a send consumes the codes before it).
    const last = (target.ownerClient ? fromClient : lastHour).at(-1);
    if (last && last.consumedAt === null && now.getTime() - last.createdAt.getTime() < OTP_RULES.resendGapMs) {
      const wait = secondsUntil(last.createdAt.getTime() + OTP_RULES.resendGapMs, now.getTime());
      throw new ApiError(429, OTP_MESSAGES.otpWait(wait), { 'retry-after': String(wait) });
    }
  }

  /** Replaces the target's live code with a new one, records it (with the asking client) and delivers it. */
  async function recordAndDeliver(tx: Db, target: OtpSend, now: Date): Promise<void> {
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(sameTarget(target));
    const code = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
    await tx.insert(otpCodes).values({
      purpose: target.purpose,
      channel: target.channel,
      recipient: target.recipient,
      subject: target.subject ?? null,
      clientIp: target.clientIp,
      codeHash: codeHash(target, code),
      expiresAt: new Date(now.getTime() + OTP_RULES.ttlMs),
      createdAt: now,
    });
    if (target.deliver === false) return;
    const body = otpMessageText(code, target.purpose);
    if (target.channel === 'sms') await config.senders.sms.sendSms({ to: target.recipient, body }, tx);
    else await config.senders.mailer.sendMail({ to: target.recipient, subject: `Your OTP for ${purposeTexts[target.purpose]}`, body }, tx);
  }

  return {
    async send(db, target) {
      config.quota.checkCountry(target);
      await db.transaction(async (tx) => {
        // Serialises sends to one recipient, so two concurrent requests cannot both pass the limits.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${target.recipient}))`);
        const now = config.now();
        await enforceLimits(tx, target, now);
        // After the recipient's own rules, so a send they refuse costs the client IP nothing; given back if
        // the rest of the send fails (the row rolls back, so must the counts).
        const taken = await config.quota.take(target);
        try {
          await recordAndDeliver(tx, target, now);
        } catch (error) {
          await taken.release();
          throw error;
        }
      });
    },

    async verify(db, target) {
      if (!new RegExp(`^\\d{${OTP_RULES.digits}}$`).test(target.code)) return false;
      // Serialised per recipient with its sends, so concurrent guesses are counted one after the other.
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${target.recipient}))`);
        const now = config.now();
        await refuseAfterWrongTries(tx, target, now);
        const [live] = await tx
          .select()
          .from(otpCodes)
          .where(sameTarget(target))
          .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
          .limit(1);
        if (!live || live.expiresAt <= now || live.attempts >= OTP_RULES.maxWrongTries) return false;
        if (!sameHex(codeHash(target, target.code), live.codeHash)) {
          await tx
            .update(otpCodes)
            .set({ attempts: sql`${otpCodes.attempts} + 1` })
            .where(eq(otpCodes.id, live.id));
          return false;
        }
        // Conditional, so two concurrent requests with the right code cannot both use it.
        const used = await tx
          .update(otpCodes)
          .set({ consumedAt: now })
          .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_RULES.maxWrongTries)))
          .returning({ id: otpCodes.id });
        return used.length === 1;
      });
    },
  };
}
