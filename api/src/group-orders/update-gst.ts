import { eq } from 'drizzle-orm';
import { groupOrderShares } from '../db/schema/group-orders.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { isValidGstin, normaliseGstin } from '../shared/gstin.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { claimShares } from './members.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import { putByIdRoute } from './route-support.ts';
import { ShareCartSchema, UpdateShareGstBody } from './schemas.ts';
import { shareCartOf } from './share-cart.ts';
import { assertShareOpen } from './share-status.ts';
import { findOwnShare } from './store.ts';

const route = putByIdRoute('/group-order-passenger/update-gst/{id}', "The GST number and company of the caller's share (its invoice); null clears them", UpdateShareGstBody, ShareCartSchema, [409]);

/** `PUT /group-order-passenger/update-gst/{id}`: a GSTIN with a valid format and check character (as the cart's), or null. */
export function updateGstRoute({ db, now, pricing }: GroupOrdersDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    const gstNumber = body.gstNumber === null ? null : normaliseGstin(body.gstNumber);
    if (gstNumber !== null && !isValidGstin(gstNumber)) throw new ApiError(400, MSG.gstInvalid);
    await claimShares(db, userId);
    const saved = await db.transaction(async (tx) => {
      const { share, group } = await findOwnShare(tx, userId, c.req.valid('param').id, true);
      assertShareOpen(share, group);
      const companyName = gstNumber === null ? null : (body.companyName ?? '');
      const [updated] = await tx.update(groupOrderShares).set({ gstNumber, companyName, updatedAt: now() }).where(eq(groupOrderShares.id, share.id)).returning();
      return { share: updated!, group };
    });
    return c.json(ok(MSG.gstSaved, await shareCartOf(db, saved.share, saved.group, pricing)), 200);
  });
}
