import type { Resolvers } from '../../generated/resolvers-types.ts';
import { subscribeToNewsletterMutation } from './subscribe-to-newsletter.ts';

/** The subscribers domain: `subscribeToNewsletter` (REST `POST /subscriber/subscribe`). */
export const subscribersResolvers: Resolvers = { Mutation: subscribeToNewsletterMutation };
