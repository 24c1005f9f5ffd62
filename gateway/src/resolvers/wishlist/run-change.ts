import type { GatewayContext } from '../../context.ts';
import type { ResolversTypes } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import type { RestOutcome } from '../../rest/outcome.ts';
import { wishlistChangeInput, wishlistRefusal } from './input.ts';
import { wishlistChanged, wishlistNotChanged } from './payload.ts';

/**
 * Adding and removing share one step: the package's global ID to its REST `_id`, the api call (which answers
 * the ids after the change), and the payload built from that answer.
 */
export async function runWishlistChange(
  context: GatewayContext,
  input: { packageId: string },
  call: (packageId: string) => Promise<RestOutcome<string[]>>,
): Promise<Awaited<ResolversTypes['WishlistChangePayload']>> {
  let packageId = '';
  return runMutationStep({
    input,
    schema: wishlistChangeInput,
    signedIn: context.userToken !== null,
    call: (value) => {
      packageId = value.packageId;
      return call(packageId);
    },
    refusal: wishlistRefusal,
    succeed: (ids) => wishlistChanged(context, packageId, ids),
    fail: wishlistNotChanged,
  });
}
