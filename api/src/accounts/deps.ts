import type { Db } from '../db/client.ts';
import { createLimits, type Limits } from '../limits/limits.ts';
import { createOtpService, type OtpService } from './otp-service.ts';
import { OutboxSender, type Mailer, type SmsSender } from './senders.ts';

export type AccountsDeps = { db: Db; now: () => Date; otp: OtpService; limits: Limits };

export type AccountsOptions = {
  /** HMAC key of stored OTP codes (API_OTP_SECRET). */
  otpSecret: string;
  /** The clock; tests inject one to cover expiry and resend gaps without sleeping. */
  now?: () => Date;
  sms?: SmsSender;
  mailer?: Mailer;
  /** Where the default outbox sender logs its one line per message. */
  log?: (line: string) => void;
  /** Sign-in throttle and OTP caps; default: the default policy in memory (tests pass a fresh set). */
  limits?: Limits;
};

export function createAccountsDeps(db: Db, options: AccountsOptions): AccountsDeps {
  const now = options.now ?? (() => new Date());
  const outboxSender = new OutboxSender(now, options.log ?? ((line) => console.log(line)));
  const limits = options.limits ?? createLimits();
  const otp = createOtpService({
    secret: options.otpSecret,
    now,
    sms: options.sms ?? outboxSender,
    mailer: options.mailer ?? outboxSender,
    quota: limits.otp,
  });
  return { db, now, otp, limits };
}
