import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { MessageChannel, OtpPurpose } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { LIMIT_MSG } from './messages.ts';
import { LIMIT_WINDOWS, type LimitsPolicy } from './policy.ts';
import { createCounter, retryAfterSeconds, type CounterState, type LimiterStore } from './store.ts';

export type OtpSendRequest = { purpose: OtpPurpose; channel: MessageChannel; recipient: string; clientIp: string };

/** Purposes whose recipient anyone can type (the SMS-pumping surface) vs. sends to an existing account. */
const OPEN_PURPOSES: ReadonlySet<OtpPurpose> = new Set(['sign-up', 'verify-mobile']);

export interface OtpQuota {
  /** 400 when an SMS would go to a number outside the configured countries. */
  checkCountry(request: Pick<OtpSendRequest, 'channel' | 'recipient'>): void;
  /** 429 when the client IP or the global cap is reached; otherwise counts this send. */
  take(request: OtpSendRequest): Promise<void>;
}

const over = (state: CounterState | null, limit: number): state is CounterState => state !== null && state.used >= limit;

const refuse = (message: (seconds: number) => string, state: CounterState): ApiError => {
  const seconds = retryAfterSeconds(state.msLeft);
  return new ApiError(429, message(seconds), { 'retry-after': String(seconds) });
};

export function createOtpQuota(store: LimiterStore, policy: LimitsPolicy): OtpQuota {
  const hourly = (name: string, points: number) => createCounter(store, { name, points, windowSeconds: LIMIT_WINDOWS.otpPerIpSeconds });
  const sendsFromIp = hourly('otp-ip-sends', policy.otpSendsPerIp);
  const recipientsOfIp = hourly('otp-ip-recipients', policy.otpRecipientsPerIp);
  const pairsSeen = hourly('otp-ip-recipient-seen', 1);
  const global = {
    open: createCounter(store, { name: 'otp-global-open', points: policy.otpGlobalOpen, windowSeconds: LIMIT_WINDOWS.otpGlobalSeconds }),
    account: createCounter(store, { name: 'otp-global-account', points: policy.otpGlobalAccount, windowSeconds: LIMIT_WINDOWS.otpGlobalSeconds }),
  };
  const countries = new Set(policy.otpCountries.map((country) => country.toUpperCase()));

  return {
    checkCountry({ channel, recipient }) {
      if (channel !== 'sms') return;
      const country = parsePhoneNumberFromString(recipient)?.country;
      if (!country || !countries.has(country)) throw new ApiError(400, LIMIT_MSG.otpCountry);
    },
    // Checks first, then counts, with no I/O in between (see sign-in-throttle.ts).
    async take({ purpose, recipient, clientIp }) {
      const pair = `${clientIp}|${recipient}`;
      const known = await pairsSeen.peek(pair);
      const recipients = known ? null : await recipientsOfIp.peek(clientIp);
      if (over(recipients, policy.otpRecipientsPerIp)) throw refuse(LIMIT_MSG.otpFromIp, recipients);
      const sends = await sendsFromIp.peek(clientIp);
      if (over(sends, policy.otpSendsPerIp)) throw refuse(LIMIT_MSG.otpFromIp, sends);
      const everyone = OPEN_PURPOSES.has(purpose) ? global.open : global.account;
      const total = await everyone.peek('all');
      if (over(total, everyone.spec.points)) throw refuse(LIMIT_MSG.otpBusy, total);
      if (!known) {
        await pairsSeen.add(pair);
        await recipientsOfIp.add(clientIp);
      }
      await sendsFromIp.add(clientIp);
      await everyone.add('all');
    },
  };
}
