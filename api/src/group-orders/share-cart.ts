import type { Db } from '../db/client.ts';
import type { GroupOrderRow, ShareRow } from '../db/schema/group-orders.ts';
import { ADULT } from '../pricing/price-table.ts';
import { travellerPricePaise } from '../pricing/pricing.ts';
import type { PricingSettings } from '../pricing/settings.ts';
import { loadCatalogueRows } from './catalogue-rows.ts';
import type { ShareCart } from './schemas.ts';
import { shareStatusOf } from './share-status.ts';
import { shareTotals } from './store.ts';

/** The member's share as a cart: its places (travellers, then the ones still open), occupancy options, GST and totals. */
export async function shareCartOf(db: Db, share: ShareRow, group: GroupOrderRow, pricing: PricingSettings): Promise<ShareCart> {
  const rows = await loadCatalogueRows(db, [group.packageId], [group.departureId], share.paidQuote ? [] : share.travellerIds);
  const totals = shareTotals(share, group, rows, pricing);
  const table = rows.tables.get(group.packageId);
  const departure = rows.departures.get(group.departureId);
  return {
    _id: share.id,
    groupOrderId: group.id,
    packageDetails: rows.packages.get(group.packageId) ?? { _id: group.packageId, slug: '', title: '', image: '' },
    yatraDate: departure?.startDate ?? '',
    persons: share.persons,
    occupancy: totals.occupancy,
    occupancyOptions: (table?.packagePrice ?? []).map((row) => ({ title: row.title, adultPricePaise: travellerPricePaise(row, ADULT, departure?.surchargePercent ?? 0) })),
    PassengerList: totals.passengers.map((passenger, index) => ({ passengerId: totals.passengerIds[index] ?? null, ...passenger })),
    gst: share.gstNumber ? { gstNumber: share.gstNumber, companyName: share.companyName ?? '' } : null,
    gstRatePercent: pricing.gstRatePercent,
    subtotalPaise: totals.subtotalPaise,
    discountPaise: totals.discountPaise,
    gstPaise: totals.gstPaise,
    totalPaise: totals.totalPaise,
    paidPaise: share.paidPaise,
    status: shareStatusOf(share, group),
  };
}
