import { z } from 'zod';
import { decodeGlobalId } from '../../domain/relay/index.ts';
import type { RefusalPolicy } from '../../mutations/refusals.ts';

export const PACKAGE_NOT_FOUND = 'This package is no longer available';

/** `{ packageId }`: a package's global ID, turned into its REST `_id`. */
export const wishlistChangeInput = z.object({
  packageId: z.string().transform((globalId, context) => {
    const resolved = decodeGlobalId(globalId);
    if (resolved?.type === 'Package') return resolved.internalId;
    context.addIssue({ code: 'custom', message: 'Not a package ID' });
    return z.NEVER;
  }),
});

/** The wishlist routes are 🔒; an unknown package (404) has its own text, other refusals the server's. */
export const wishlistRefusal: RefusalPolicy = {
  serverOr: PACKAGE_NOT_FOUND,
  userRoute: true,
  serverMessageAs: { 404: { code: 'NOT_FOUND', field: 'packageId' } },
};
