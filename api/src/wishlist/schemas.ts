import { z } from '@hono/zod-openapi';
import { ObjectIdSchema } from '../http/query-params.ts';

/** The wishlist types the api keeps; the spec shows `package` only. */
export const WishlistTypeSchema = z
  .enum(['package'], { error: "must be 'package'" })
  .openapi({ param: { name: 'wishlisttype', in: 'query' }, example: 'package' });

export const wishlistTypeQuery = z.object({ wishlisttype: WishlistTypeSchema });

export const SourceField = z.string().max(50, 'must be at most 50 characters').optional().openapi({ example: 'web' });

/** Spec §3 "Wishlist: wishlisttype, wishlisttypeid, source". */
export const AddWishlistBody = z.object({
  wishlisttype: z.enum(['package'], { error: "must be 'package'" }).openapi({ example: 'package' }),
  wishlisttypeid: ObjectIdSchema,
  source: SourceField,
});

/** The caller's wishlisted ids of the type, newest first: what get-wishlistids, add and delete answer. */
export const WishlistIdsAnswer = z
  .object({ status: z.number().int().openapi({ example: 200 }), message: z.string(), data: z.array(z.string()) })
  .openapi('WishlistIds');

/** At most 8 recently visited packages per call (spec §9). */
export const MAX_RECENTLY_VISITED = 8;

export const RecentlyVisitBody = z.object({
  packagesids: z.array(ObjectIdSchema).max(100, 'must list at most 100 ids').openapi({ description: 'Oldest first, as the UI store keeps them' }),
  source: SourceField,
});
