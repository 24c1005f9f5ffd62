import { getArgumentValues, isObjectType, Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { connectionWindow, planRestPages } from '../../domain/relay/index.ts';
import { SIGNED_OUT_STATUSES } from '../../loaders/wishlist.ts';

type PageRequest = { page: number; limit: number };

function findWishlistField(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo, seen = new Set<string>()): FieldNode | undefined {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD && selection.name.value === 'wishlist') return selection;
    const nested =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)
          ? (seen.add(selection.name.value), info.fragments[selection.name.value]?.selectionSet)
          : undefined;
    const found: FieldNode | undefined = nested && findWishlistField(nested, info, seen);
    if (found) return found;
  }
  return undefined;
}

/**
 * The first REST page of the first `wishlist` field the operation asks of this `viewer` (fragments included), or
 * null when it asks none: `Query.viewer` fetches that page with the profile in one call (README "Wishlist page").
 */
export function wishlistPageAsked(info: GraphQLResolveInfo): PageRequest | null {
  const field = info.fieldNodes.map((node) => findWishlistField(node.selectionSet, info)).find(Boolean);
  const definition = info.schema.getType('Viewer');
  if (!field || !isObjectType(definition)) return null;
  const wishlist = definition.getFields()['wishlist'];
  if (!wishlist) return null;
  try {
    const { first, after } = getArgumentValues(wishlist, field, info.variableValues) as { first?: number | null; after?: string | null };
    return planRestPages(connectionWindow(first, after)).requests[0] ?? null;
  } catch {
    // A bad window: the field itself answers the error; the viewer is fetched as usual.
    return null;
  }
}

/**
 * Before `Query.viewer` answers: when the operation asks a wishlist page of a signed-in caller, that page is fetched
 * with the caller's profile (`get-wishlist?include=viewer`) and the profile primed, so the page, its count and the
 * viewer cost one upstream call instead of three. A signed-out token (401/403/404) primes no viewer (null).
 */
export async function prefetchViewerWithWishlist(context: GatewayContext, info: GraphQLResolveInfo): Promise<void> {
  if (context.userToken === null || context.viewer.started()) return;
  const page = wishlistPageAsked(info);
  if (page === null) return;
  const outcome = await context.loaders.wishlistPages.load(page, true);
  if (outcome.ok && outcome.value.viewer) context.viewer.prime(outcome.value.viewer);
  else if (!outcome.ok && SIGNED_OUT_STATUSES.has(outcome.status)) context.viewer.prime(null);
}
