import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { MessageChannel } from '../db/schema/messaging.ts';
import type { OtpPurpose } from '../db/schema/otp.ts';
import { ApiError } from '../http/errors.ts';
import { LIMIT_MSG } from './messages.ts';
import { LIMIT_WINDOWS, type LimitsPolicy } from './policy.ts';
import { createCounter, retryAfterSeconds, type Counter, type CounterState, type LimiterStore } from './store.ts';

/** `deliver: false`: the code is recorded but not sent (an unknown account's answer, see otp-service.ts). */
export type OtpSendRequest = { purpose: OtpPurpose; channel: MessageChannel; recipient: string; clientIp: string; deliver?: boolean };

/** The counts one send took; `release()` gives them back when the send fails after all. */
export type TakenQuota = { release(): Promise<void> };

/** Purposes whose recipient anyone can type (the SMS-pumping surface) vs. sends to an existing account. */
const OPEN_PURPOSES: ReadonlySet<OtpPurpose> = new Set(['sign-up', 'verify-mobile']);

export interface OtpQuota {
  /** 400 when an SMS would go to a number outside the configured countries. */
  checkCountry(request: Pick<OtpSendRequest, 'channel' | 'recipient'>): void;
  /**
   * 429 when the client IP or the global cap is reached; otherwise counts this send. A send that delivers
   * nothing is refused alike when the global cap is full but does not count against it: the global caps are
   * about messages sent, so undelivered codes to unknown numbers cannot fill them and block real users.
   */
  take(request: OtpSendRequest): Promise<TakenQuota>;
}

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
    /** Bursts the hourly open cap lets through (an SMS-pumping run fills it in minutes otherwise). */
    openPerMinute: createCounter(store, { name: 'otp-global-open-minute', points: policy.otpGlobalOpenPerMinute, windowSeconds: LIMIT_WINDOWS.otpGlobalMinuteSeconds }),
  };
  const countries = new Set(policy.otpCountries.map((country) => country.toUpperCase()));

  return {
    checkCountry({ channel, recipient }) {
      if (channel !== 'sms') return;
      const country = parsePhoneNumberFromString(recipient)?.country;
      if (!country || !countries.has(country)) throw new ApiError(400, LIMIT_MSG.otpCountry);
    },
    // Counts first and takes the counts back when refused: each step is one atomic increment, so parallel
    // sends cannot all pass one check.
    async take({ purpose, recipient, clientIp, deliver }) {
      const taken: { counter: Counter; key: string }[] = [];
      const count = async (counter: Counter, key: string, limit: number, message: (seconds: number) => string) => {
        const state = await counter.add(key);
        taken.push({ counter, key });
        if (state.used <= limit) return;
        for (const step of taken.reverse()) await step.counter.add(step.key, -1);
        throw refuse(message, state);
      };
      const pair = `${clientIp}|${recipient}`;
      if ((await pairsSeen.add(pair)).used === 1) {
        taken.push({ counter: pairsSeen, key: pair });
        await count(recipientsOfIp, clientIp, policy.otpRecipientsPerIp, LIMIT_MSG.otpFromIp);
      }
      await count(sendsFromIp, clientIp, policy.otpSendsPerIp, LIMIT_MSG.otpFromIp);
      const everyone = OPEN_PURPOSES.has(purpose) ? [global.openPerMinute, global.open] : [global.account];
      for (const counter of everyone) {
        if (deliver === false) {
          const state = await counter.peek('all');
          if (state && state.used >= counter.spec.points) {
            for (const step of taken.reverse()) await step.counter.add(step.key, -1);
            throw refuse(LIMIT_MSG.otpBusy, state);
          }
        } else {
          await count(counter, 'all', counter.spec.points, LIMIT_MSG.otpBusy);
        }
      }
      return {
        release: async () => {
          for (const step of taken.reverse()) await step.counter.add(step.key, -1);
        },
      };
    },
  };
}
