import { z } from 'zod';
import { decodeGlobalId } from '../../domain/relay/index.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { RefusalPolicy } from '../../mutations/refusals.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { fetchRecentlyVisited } from '../../rest/wishlist/wishlist.ts';
import { MAX_RECENTLY_VISITED } from './query.ts';

/** `{ packageIds }`: packages' global IDs (oldest first) to REST `_id`s; past 8 distinct ones, the newest (the last given) are kept. */
const recordInput = z.object({
  packageIds: z
    .array(
      z.string().transform((globalId, context) => {
        const resolved = decodeGlobalId(globalId);
        if (resolved?.type === 'Package') return resolved.internalId;
        context.addIssue({ code: 'custom', message: 'Not a package ID' });
        return z.NEVER;
      }),
    )
    // A repeated ID counts where it was last given (its newest visit).
    .transform((ids) => ids.filter((id, index) => ids.lastIndexOf(id) === index).slice(-MAX_RECENTLY_VISITED)),
});

type Payload = ResolversTypes['RecentlyVisitedPayload'];

const refusal: RefusalPolicy = { serverOr: 'Could not save your recently visited packages', userRoute: true };

/** `Mutation.recordRecentlyVisited`: one `recently-visit` call with the user's token; the answer is the merged list. */
export const recordRecentlyVisitedMutation: Pick<MutationResolvers, 'recordRecentlyVisited'> = {
  recordRecentlyVisited: (_root, { input }, { rest, config, loaders, userToken }) =>
    runMutationStep({
      input,
      schema: recordInput,
      signedIn: userToken !== null,
      call: ({ packageIds }) => fetchRecentlyVisited(rest, { packageIds, source: config.sourceCode }, 'caller'),
      refusal,
      succeed: (cards): Payload => {
        for (const card of cards) loaders.packageById.prime(card._id, card);
        return { packages: cards, userErrors: [] };
      },
      fail: (userErrors: MutationUserError[]): Payload => ({ packages: [], userErrors }),
    }),
};
