import { pageEnvelope } from '../envelope.ts';
import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { packageCardSchema } from '../catalogue/schemas.ts';
import type { PackageCardModel } from '../catalogue/types.ts';
import { buildUpstreamUrl, pathSegment } from '../url.ts';
import { PACKAGE_WISHLIST, wishlistIdsAnswer } from './schemas.ts';
import { userProfileSchema } from '../accounts/schemas.ts';
import type { UserProfileModel } from '../accounts/types.ts';

const withType = (path: string, query: Record<string, string | number> = {}) =>
  buildUpstreamUrl('', path, { wishlisttype: PACKAGE_WISHLIST, ...query });

/** `GET /package/get-wishlistids` 🔒: the caller's wishlisted package ids. */
export async function fetchWishlistIds(client: RestClient): Promise<RestOutcome<string[]>> {
  const outcome = await client.send({ method: 'GET', path: withType('/package/get-wishlistids'), answer: wishlistIdsAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `POST /package/add-wishlist` 🔒: answers the ids after the change. */
export async function addWishlistItem(client: RestClient, request: { packageId: string; source: string }): Promise<RestOutcome<string[]>> {
  const body = { wishlisttype: PACKAGE_WISHLIST, wishlisttypeid: request.packageId, source: request.source };
  const outcome = await client.send({ method: 'POST', path: '/package/add-wishlist', body, answer: wishlistIdsAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `DELETE /package/delete-wishlist/{id}` 🔒: answers the ids after the change. */
export async function deleteWishlistItem(client: RestClient, packageId: string): Promise<RestOutcome<string[]>> {
  const path = withType(`/package/delete-wishlist/${pathSegment(packageId)}`);
  const outcome = await client.send({ method: 'DELETE', path, answer: wishlistIdsAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** A wishlist page; with `include=viewer` also the caller's profile (what `GET /user` answers). */
export type WishlistPage = RestPage<PackageCardModel> & { viewer?: UserProfileModel };

const wishlistPageAnswer = pageEnvelope(packageCardSchema).extend({ viewer: userProfileSchema.optional() });

/** `GET /package/get-wishlist` 🔒: one page of the caller's wishlisted packages, newest first (`withViewer`: and the profile). */
export async function fetchWishlistPage(
  client: RestClient,
  page: { page: number; limit: number },
  withViewer = false,
): Promise<RestOutcome<WishlistPage>> {
  const path = withType('/package/get-wishlist', withViewer ? { ...page, include: 'viewer' } : page);
  const outcome = await client.send({ method: 'GET', path, answer: wishlistPageAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data, total, page: number, limit, viewer }) => ({ items: data, total, page: number, limit, ...(viewer ? { viewer } : {}) }));
}

/**
 * `POST /package/recently-visit?page=1&limit=8`: with the public token, the cards of the ids in their order;
 * as the caller (a user token), the user's stored list after merging the ids in, oldest first.
 */
export async function fetchRecentlyVisited(client: RestClient, request: { packageIds: string[]; source: string }, as: 'public' | 'caller' = 'public') {
  const path = buildUpstreamUrl('', '/package/recently-visit', { page: 1, limit: 8 });
  const body = { packagesids: request.packageIds, source: request.source };
  const outcome = await client.send({ method: 'POST', path, body, answer: pageEnvelope(packageCardSchema), as });
  return mapSuccess(outcome, ({ data }) => data);
}
