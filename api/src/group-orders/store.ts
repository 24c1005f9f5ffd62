import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { independentReads } from '../db/independent-reads.ts';
import { users } from '../db/schema/accounts.ts';
import { groupOrders, groupOrderShares, type GroupOrderRow, type ShareRow } from '../db/schema/group-orders.ts';
import { ApiError } from '../http/errors.ts';
import type { PricingSettings } from '../pricing/settings.ts';
import { loadCatalogueRows, type CatalogueRows } from './catalogue-rows.ts';
import { maskContact, visibleTo } from './members.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import type { GroupOrder, GroupOrderShare } from './schemas.ts';
import { priceShare } from './share-pricing.ts';
import { shareStatusOf } from './share-status.ts';

/** A share priced now from its member's travellers, or its paid snapshot once paid. */
export function shareTotals(share: ShareRow, group: GroupOrderRow, rows: CatalogueRows, pricing: PricingSettings) {
  if (share.paidQuote) return { ...share.paidQuote, passengerIds: share.travellerIds };
  const table = rows.tables.get(group.packageId) ?? { inrPriceSpecial: 0, isApplySeatOption: false, packagePrice: [] };
  const departure = rows.departures.get(group.departureId) ?? { startDate: '1970-01-01', surchargePercent: 0 };
  // Only the member's own travellers count: anything else is left out, never priced.
  const own = share.travellerIds.flatMap((id) => {
    const traveller = rows.travellers.get(id);
    return traveller && traveller.userId === share.memberId ? [traveller] : [];
  });
  return priceShare(table, share.occupancy, departure, own, share.persons, pricing.gstRatePercent);
}

function shareAnswer(share: ShareRow, group: GroupOrderRow, rows: CatalogueRows, pricing: PricingSettings, names: Map<string, string>, callerId: string): GroupOrderShare {
  const totals = shareTotals(share, group, rows, pricing);
  const isMine = share.memberId === callerId;
  return {
    _id: share.id,
    position: share.position,
    member: isMine || group.organiserId === callerId ? share.contact : maskContact(share.contact),
    memberName: share.memberId ? names.get(share.memberId) || null : null,
    persons: share.persons,
    travellersAdded: totals.passengers.length,
    occupancy: totals.occupancy,
    totalPaise: totals.totalPaise,
    paidPaise: share.paidPaise,
    status: shareStatusOf(share, group),
    paidAt: share.paidAt?.toISOString() ?? null,
    isMine,
  };
}

/** Group orders with their shares: the shares, names, packages, departures, prices and travellers in one query each. */
export async function answerGroupOrders(db: Db, groups: GroupOrderRow[], callerId: string, pricing: PricingSettings): Promise<GroupOrder[]> {
  if (groups.length === 0) return [];
  const shares = await db.select().from(groupOrderShares).where(inArray(groupOrderShares.groupOrderId, groups.map((group) => group.id))).orderBy(asc(groupOrderShares.position));
  const userIds = [...groups.map((group) => group.organiserId), ...shares.flatMap((share) => (share.memberId ? [share.memberId] : []))];
  const [people, rows] = await independentReads(db, [
    () => db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(inArray(users.id, [...new Set(userIds)])),
    () => loadCatalogueRows(db, groups.map((group) => group.packageId), groups.map((group) => group.departureId), shares.filter((share) => !share.paidQuote).flatMap((share) => share.travellerIds)),
  ]);
  const byId = new Map(people.map((person) => [person.id, person]));
  const names = new Map(people.map((person) => [person.id, [person.firstname, person.lastname].filter(Boolean).join(' ')]));
  return groups.map((group) => {
    const own = shares.filter((share) => share.groupOrderId === group.id).map((share) => shareAnswer(share, group, rows, pricing, names, callerId));
    const totalPaise = own.reduce((sum, share) => sum + share.totalPaise, 0);
    const paidPaise = own.reduce((sum, share) => sum + share.paidPaise, 0);
    const organiser = byId.get(group.organiserId);
    const departure = rows.departures.get(group.departureId);
    return {
      _id: group.id,
      title: group.title,
      status: group.status,
      cancelledAt: group.cancelledAt?.toISOString() ?? null,
      organiser: { _id: group.organiserId, firstname: organiser?.firstname ?? '', lastname: organiser?.lastname ?? '' },
      isOrganiser: group.organiserId === callerId,
      packageDetails: rows.packages.get(group.packageId) ?? { _id: group.packageId, slug: '', title: '', image: '' },
      yatraDate: departure?.startDate ?? '',
      persons: own.reduce((sum, share) => sum + share.persons, 0),
      shares: own,
      paidShares: own.filter((share) => share.status === 'PAID').length,
      totalPaise,
      paidPaise,
      balancePaise: totalPaise - paidPaise,
      createdAt: group.createdAt.toISOString(),
    };
  });
}

/** A group order the caller organises or holds a share of; anyone else's (or an unknown id) is 404. */
export async function findVisibleGroupOrder(db: Db, userId: string, id: string): Promise<GroupOrderRow> {
  const [group] = await db.select().from(groupOrders).where(and(eq(groupOrders.id, id), visibleTo(userId)));
  if (!group) throw new ApiError(404, MSG.notFound);
  return group;
}

/** A page of the caller's group orders (as organiser or member), newest first. */
export async function listGroupOrders(db: Db, userId: string, page: number, limit: number): Promise<{ groups: GroupOrderRow[]; total: number }> {
  const [groups, [counted]] = await independentReads(db, [
    () => db.select().from(groupOrders).where(visibleTo(userId)).orderBy(desc(groupOrders.createdAt), asc(groupOrders.id)).limit(limit).offset((page - 1) * limit),
    () => db.select({ total: count() }).from(groupOrders).where(visibleTo(userId)),
  ]);
  return { groups, total: counted?.total ?? 0 };
}

/** The caller's share of a group order, locked when asked; 404 when the caller has none (organisers included). */
export async function findOwnShare(db: Db, userId: string, groupOrderId: string, lock = false): Promise<{ share: ShareRow; group: GroupOrderRow }> {
  const query = db
    .select({ share: groupOrderShares, group: groupOrders })
    .from(groupOrderShares)
    .innerJoin(groupOrders, eq(groupOrders.id, groupOrderShares.groupOrderId))
    .where(and(eq(groupOrderShares.groupOrderId, groupOrderId), eq(groupOrderShares.memberId, userId)));
  const [found] = lock ? await query.for('update', { of: groupOrderShares }) : await query;
  if (!found) throw new ApiError(404, MSG.notFound);
  if (!lock) return found;
  // Read again after the share's lock was granted: a cancel that committed meanwhile is seen (READ COMMITTED).
  const [group] = await db.select().from(groupOrders).where(eq(groupOrders.id, groupOrderId));
  return { share: found.share, group: group! };
}
