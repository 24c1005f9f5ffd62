import { GROUP_ORDER_LIMITS, GROUP_ORDER_MESSAGES, groupMembersProblem } from '@pilgrim/schema/rules';
import { z } from '@/lib/validation/zod';

const M = GROUP_ORDER_MESSAGES;
const places = z.coerce.number().int(M.personsRange).min(GROUP_ORDER_LIMITS.minPersons, M.personsRange).max(GROUP_ORDER_LIMITS.maxPersons, M.personsRange);

/**
 * 'Create a group order' (the shared rules of `schema/rules/group-orders.ts`): a name, a package and one of its
 * dates, the organiser's own places (0: no share of their own) and each member's contact and places; the date
 * must have a seat for everyone (`seatsLeftOf` the date chosen).
 */
export function createGroupOrderFormSchema(seatsLeftOf: (date: string) => number | null) {
  return z
    .object({
      title: z.string().trim().min(1, M.titleRequired).max(GROUP_ORDER_LIMITS.titleMax, M.titleRequired),
      packageId: z.string().min(1, M.packageRequired),
      date: z.string().min(1, M.dateRequired),
      ownPersons: z.coerce.number().int().min(0).max(GROUP_ORDER_LIMITS.maxPersons),
      members: z.array(z.object({ contact: z.string().trim().min(1, M.contactRequired).max(GROUP_ORDER_LIMITS.contactMax, M.contactRequired), persons: places })),
    })
    .superRefine((values, context) => {
      const problem = groupMembersProblem(values.members.map((member) => member.contact));
      if (problem && values.members.length > 0) context.addIssue({ code: 'custom', path: ['members'], message: problem });
      if (values.members.length + (values.ownPersons > 0 ? 1 : 0) === 0) context.addIssue({ code: 'custom', path: ['members'], message: M.membersCount });
      const seats = values.date ? seatsLeftOf(values.date) : null;
      const persons = values.ownPersons + values.members.reduce((sum, member) => sum + member.persons, 0);
      if (seats !== null && persons > seats) context.addIssue({ code: 'custom', path: ['date'], message: M.notEnoughSeats(seats) });
    });
}

export type CreateGroupOrderFormInput = z.input<ReturnType<typeof createGroupOrderFormSchema>>;
export type CreateGroupOrderFormValues = z.output<ReturnType<typeof createGroupOrderFormSchema>>;

/** The form's values as `CreateGroupOrderInput`: the organiser's own share first, under their own contact. */
export function createGroupOrderInput(values: CreateGroupOrderFormValues, ownContact: string | null) {
  const own = values.ownPersons > 0 && ownContact ? [{ contact: ownContact, persons: values.ownPersons }] : [];
  return { title: values.title, packageId: values.packageId, date: values.date, members: [...own, ...values.members.map(({ contact, persons }) => ({ contact, persons }))] };
}
