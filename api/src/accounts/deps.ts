import type { Db } from '../db/client.ts';
import type { Limits } from '../limits/limits.ts';
import type { OtpService } from '../otp/otp-service.ts';

/** What the accounts routes take of the app's services (src/services.ts). */
export type AccountsDeps = { db: Db; now: () => Date; otp: OtpService; limits: Limits };
