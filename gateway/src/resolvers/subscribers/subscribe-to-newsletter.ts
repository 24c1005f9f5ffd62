import { subscribeToNewsletterInput } from '../../domain/subscribers/inputs.ts';
import { subscribeRefusal } from '../../domain/subscribers/refusals.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { postSubscription, type Subscribed } from '../../rest/subscribers/subscribe.ts';
import { sendLead } from '../enquiries/lead-call.ts';

type SubscribeToNewsletterPayload = ResolversTypes['SubscribeToNewsletterPayload'];

const subscribed = ({ message }: Subscribed): SubscribeToNewsletterPayload => ({ subscribed: true, message, userErrors: [] });

const notSubscribed = (userErrors: MutationUserError[]): SubscribeToNewsletterPayload => ({ subscribed: false, message: null, userErrors });

/** The newsletter/channels popup: subscribes the address (again: only the names change); no OTP. */
export const subscribeToNewsletterMutation: Pick<MutationResolvers, 'subscribeToNewsletter'> = {
  subscribeToNewsletter: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: subscribeToNewsletterInput,
      call: (request) => sendLead(context, (as) => postSubscription(context.rest, { ...request, as, source: context.config.sourceCode })),
      refusal: subscribeRefusal,
      succeed: subscribed,
      fail: notSubscribed,
    }),
};
