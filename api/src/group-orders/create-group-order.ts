import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { todayInIndia } from '../calendar/dates.ts';
import type { Db } from '../db/client.ts';
import { packages } from '../db/schema/catalogue.ts';
import { departures } from '../db/schema/departures.ts';
import { groupOrders, groupOrderShares } from '../db/schema/group-orders.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { loadPriceTables } from '../pricing/price-table-queries.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { claimShares, normaliseContact } from './members.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import { bodyRoute } from './route-support.ts';
import { CreateGroupOrderBody, GroupOrderSchema } from './schemas.ts';
import { answerGroupOrders } from './store.ts';
import { checkDepartureUnpaidSeats, checkOrganiserUnpaidSeats, type UnpaidHoldLimits } from './unpaid-hold-limits.ts';

const route = bodyRoute('post', '/group-orders', "Creates a group order (the organiser): one departure, a share per member, the group's seats held", CreateGroupOrderBody, GroupOrderSchema, [404, 409]);

export type NewGroupOrder = { id?: string; organiserId: string; title: string; packageId: string; yatraDate: string; occupancy?: string | undefined; members: { contact: string; persons: number }[]; holdExpiresAt?: Date | null };

/**
 * Checks everything (package on sale, a future departure, the occupancy, each contact once), then in ONE
 * transaction holds the group's seats and writes the group order and its shares. With `limits` (the route; the
 * seed has none), the organiser's and the departure's unpaid held seats are bounded (`unpaid-hold-limits.ts`).
 */
export async function createGroupOrder(db: Db, seats: Pick<GroupOrdersDeps['seats'], 'hold' | 'seatsLeft'>, input: NewGroupOrder, now: Date, limits?: UnpaidHoldLimits): Promise<string> {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, input.packageId));
  if (!pkg || !pkg.status || pkg.isRegistration || pkg.inrPriceSpecial <= 0) throw new ApiError(404, MSG.packageNotFound);
  const [departure] = await db.select().from(departures).where(and(eq(departures.packageId, pkg.id), eq(departures.startDate, input.yatraDate)));
  if (!departure || departure.startDate <= todayInIndia(now)) throw new ApiError(400, MSG.dateNotAvailable);
  const table = (await loadPriceTables(db, [pkg.id])).get(pkg.id);
  const occupancy = input.occupancy ?? table?.packagePrice[0]?.title;
  if (!occupancy || !table?.packagePrice.some((row) => row.title === occupancy)) throw new ApiError(400, MSG.occupancyNotFound);
  const contacts = input.members.map((member) => normaliseContact(member.contact));
  if (contacts.some((contact) => contact === null) || new Set(contacts).size !== contacts.length) throw new ApiError(400, MSG.contactInvalid);
  const persons = input.members.reduce((sum, member) => sum + member.persons, 0);
  const id = input.id ?? randomBytes(12).toString('hex');
  await db.transaction(async (tx) => {
    if (limits) await checkOrganiserUnpaidSeats(tx, input.organiserId, persons, limits);
    const held = await seats.hold(tx, departure.id, persons);
    if (!held) throw new ApiError(409, MSG.seatsLeft(await seats.seatsLeft(tx, departure.id)));
    if (limits) await checkDepartureUnpaidSeats(tx, departure.id, persons, limits);
    await tx.insert(groupOrders).values({ id, organiserId: input.organiserId, title: input.title, packageId: pkg.id, departureId: departure.id, seatsHeld: persons, createdAt: now });
    await tx.insert(groupOrderShares).values(
      input.members.map((member, position) => ({
        id: randomBytes(12).toString('hex'),
        groupOrderId: id,
        position,
        contact: contacts[position]!,
        persons: member.persons,
        occupancy,
        travellerIds: [],
        holdExpiresAt: input.holdExpiresAt ?? null,
        updatedAt: now,
      })),
    );
  });
  return id;
}

/** `POST /group-orders` 🔒: the organiser's new group order, answered as `GET /get-group-order/{id}` would. */
export function createGroupOrderRoute({ db, now, pricing, seats, holdHours, unpaidHoldLimits }: GroupOrdersDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    const at = now();
    const id = await createGroupOrder(db, seats, { organiserId: userId, title: body.title, packageId: body.packageID, yatraDate: body.yatraDate, occupancy: body.occupancy, members: body.members, holdExpiresAt: new Date(at.getTime() + holdHours * 3_600_000) }, at, unpaidHoldLimits);
    await claimShares(db, userId);
    const [group] = await db.select().from(groupOrders).where(eq(groupOrders.id, id));
    const [answer] = await answerGroupOrders(db, [group!], userId, pricing);
    return c.json(ok(MSG.created, answer!), 200);
  });
}
