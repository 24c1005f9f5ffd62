import { GROUP_ORDER_LIMITS, GROUP_ORDER_MESSAGES as RULES, isCalendarDate, TRAVELLER_MESSAGES } from '@pilgrim/schema/rules';
import { z } from 'zod';
import { globalIdOf } from '../../mutations/fields/global-id.ts';
import { returnUrlField } from '../payments/return-url.ts';

/** The texts of the gateway's own checks (the form's rules from schema/rules); the api's refusals are shown as it writes them. */
export const GROUP_ORDER_MESSAGES = {
  notFound: 'Group order not found',
  packageNotFound: 'Package not found',
  paymentNotFound: 'Payment not found',
  dateUnavailable: 'This date is not available for booking',
  titleRequired: RULES.titleRequired,
  membersCount: RULES.membersCount,
  contactRequired: RULES.contactRequired,
  personsRange: RULES.personsRange,
  tooManyTravellers: 'Choose at most 20 travellers',
  travellerTwice: 'Choose each traveller once',
  providerAnswerRequired: "The payment provider's answer is missing",
  expectedAmountInvalid: 'The expected amount must be a whole number of paise above 0',
} as const;

const M = GROUP_ORDER_MESSAGES;
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((value) => value || undefined);
const groupOrderId = globalIdOf('GroupOrder', M.notFound);
const paymentId = globalIdOf('GroupSharePayment', M.paymentNotFound);
const providerText = z.string().trim().min(1, M.providerAnswerRequired).max(256, M.providerAnswerRequired);

export const createGroupOrderInput = z.object({
  title: z.string().trim().min(1, M.titleRequired).max(GROUP_ORDER_LIMITS.titleMax, M.titleRequired),
  packageId: globalIdOf('Package', M.packageNotFound),
  date: z.string().trim().refine(isCalendarDate, M.dateUnavailable),
  occupancy: optionalText(80),
  members: z
    .array(z.object({ contact: z.string().trim().min(3, M.contactRequired).max(GROUP_ORDER_LIMITS.contactMax, M.contactRequired), persons: z.number().int(M.personsRange).min(GROUP_ORDER_LIMITS.minPersons, M.personsRange).max(GROUP_ORDER_LIMITS.maxPersons, M.personsRange) }))
    .min(1, M.membersCount)
    .max(GROUP_ORDER_LIMITS.maxMembers, M.membersCount),
});

export const cancelGroupOrderInput = z.object({ groupOrderId });

export const updateGroupOrderShareInput = z.object({
  groupOrderId,
  travellerIds: z
    .array(globalIdOf('Traveller', TRAVELLER_MESSAGES.notFound))
    .max(20, M.tooManyTravellers)
    .refine((ids) => new Set(ids).size === ids.length, M.travellerTwice),
  occupancy: optionalText(80),
});

export const setShareGstInput = z.object({
  groupOrderId,
  gstNumber: z.string().trim().max(20).nullish().transform((value) => value || null),
  companyName: optionalText(120),
});

export const startSharePaymentInput = (webOrigin: string) =>
  z.object({
    groupOrderId,
    returnPath: returnUrlField(webOrigin),
    expectedAmount: z.number().int(M.expectedAmountInvalid).positive(M.expectedAmountInvalid).nullish().transform((paise) => paise ?? undefined),
  });

export const completeSharePaymentInput = z.object({ paymentId, providerPaymentId: providerText, signature: providerText });
export const failSharePaymentInput = z.object({ paymentId, reason: z.string().trim().max(500).nullish().transform((reason) => reason || undefined) });
