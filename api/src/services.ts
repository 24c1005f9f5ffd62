import type { Db } from './db/client.ts';
import { DEV_OTP_SECRET } from './env.ts';
import { createFilesService, type FilesService, type FilesSettings } from './files/files-service.ts';
import { createLimits, type Limits } from './limits/limits.ts';
import type { DevOutboxOptions } from './messaging/routes.ts';
import { createSenders, type SenderOptions, type Senders } from './messaging/senders.ts';
import { createOtpService, type OtpService } from './otp/otp-service.ts';

/** The app-level dependencies of `createApp`, shared by every domain; each has a working default. */
export type ServiceOptions = {
  db: Db;
  /** The clock of every domain; tests inject one to cover expiry and resend gaps without sleeping. */
  now?: () => Date;
  /** HMAC key of stored OTP codes (API_OTP_SECRET); default: the development secret. */
  otpSecret?: string;
  /** Sign-in throttle and OTP caps; default: the default policy in memory (tests pass a fresh set). */
  limits?: Limits;
  /** SMS and mail senders (default: the outbox), the outbox's log line, and the dev outbox route. */
  messaging?: SenderOptions & DevOutboxOptions;
  /** Where uploads are stored and how their links are signed (default: memory, the development secret, 15 minutes). */
  files?: FilesSettings;
};

/** Built once per app and handed to each domain's routes, which take what they use. */
/** `otpSecret` also signs the verified-number tokens of leads (src/leads/verified-number.ts). */
export type AppServices = { db: Db; now: () => Date; limits: Limits; senders: Senders; otp: OtpService; otpSecret: string; files: FilesService };

export function createServices(options: ServiceOptions): AppServices {
  const now = options.now ?? (() => new Date());
  const limits = options.limits ?? createLimits();
  const senders = createSenders(now, options.messaging);
  const otpSecret = options.otpSecret ?? DEV_OTP_SECRET;
  const otp = createOtpService({ secret: otpSecret, now, senders, quota: limits.otp });
  const files = createFilesService(options.files ?? {}, now);
  return { db: options.db, now, limits, senders, otp, otpSecret, files };
}
