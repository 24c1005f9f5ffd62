import { and, eq, inArray } from 'drizzle-orm';
import { groupOrderShares } from '../db/schema/group-orders.ts';
import { travellers } from '../db/schema/travellers.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { loadPriceTables } from '../pricing/price-table-queries.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { claimShares } from './members.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import { putByIdRoute } from './route-support.ts';
import { ShareCartSchema, UpdateShareCartBody } from './schemas.ts';
import { shareCartOf } from './share-cart.ts';
import { assertShareOpen } from './share-status.ts';
import { findOwnShare } from './store.ts';

const route = putByIdRoute('/group-order-passenger/update-cart/{id}', "Fills the caller's share: their own travellers (at most the share's places) and the occupancy", UpdateShareCartBody, ShareCartSchema, [409]);

/** `PUT /group-order-passenger/update-cart/{id}`: checks the travellers are the caller's and fit the share, then one UPDATE under the share's row lock. */
export function updateCartRoute({ db, now, pricing }: GroupOrdersDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    await claimShares(db, userId);
    const saved = await db.transaction(async (tx) => {
      const { share, group } = await findOwnShare(tx, userId, c.req.valid('param').id, true);
      assertShareOpen(share, group);
      if (body.PassengerList.length > share.persons) throw new ApiError(400, MSG.tooManyTravellers(share.persons));
      const own = body.PassengerList.length ? await tx.select({ id: travellers.id }).from(travellers).where(and(eq(travellers.userId, userId), inArray(travellers.id, body.PassengerList))) : [];
      if (own.length !== body.PassengerList.length) throw new ApiError(404, MSG.travellerNotFound);
      const table = (await loadPriceTables(tx, [group.packageId])).get(group.packageId);
      if (body.occupancy && !table?.packagePrice.some((row) => row.title === body.occupancy)) throw new ApiError(400, MSG.occupancyNotFound);
      const [updated] = await tx
        .update(groupOrderShares)
        .set({ travellerIds: body.PassengerList, occupancy: body.occupancy ?? share.occupancy, updatedAt: now() })
        .where(eq(groupOrderShares.id, share.id))
        .returning();
      return { share: updated!, group };
    });
    return c.json(ok(MSG.shareSaved, await shareCartOf(db, saved.share, saved.group, pricing)), 200);
  });
}
