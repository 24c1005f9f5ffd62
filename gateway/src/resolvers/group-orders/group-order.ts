import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { GroupOrderResolvers, GroupOrderShareCartResolvers, GroupOrderShareResolvers, GroupSharePaymentResolvers, GroupShareTravellerResolvers } from '../../generated/resolvers-types.ts';

/**
 * `GroupOrder` over the REST group order, which holds every share: the shares cost no call. Its package through
 * the batched package loader; the viewer's own share through `/group-order-passenger/get-cart/{id}` (once).
 */
export const GroupOrder: GroupOrderResolvers = {
  id: (group) => encodeGlobalId('GroupOrder', group._id),
  internalId: (group) => group._id,
  organiserName: (group) => `${group.organiser.firstname} ${group.organiser.lastname}`.trim(),
  viewerIsOrganiser: (group) => group.isOrganiser,
  package: (group, _args, { loaders }) => loaders.packageById.load(group.packageDetails._id),
  packageTitle: (group) => group.packageDetails.title,
  packageSlug: (group) => group.packageDetails.slug,
  departureDate: (group) => group.yatraDate,
  paidShareCount: (group) => group.paidShares,
  total: (group) => group.totalPaise,
  paid: (group) => group.paidPaise,
  balance: (group) => group.balancePaise,
  viewerShare: (group, _args, { loaders }) => (group.shares.some((share) => share.isMine) ? loaders.shareCartByGroupOrder.load(group._id) : null),
};

export const GroupOrderShare: GroupOrderShareResolvers = {
  internalId: (share) => share._id,
  total: (share) => share.totalPaise,
  paid: (share) => share.paidPaise,
  isPaid: (share) => share.status === 'PAID',
  isViewers: (share) => share.isMine,
};

export const GroupOrderShareCart: GroupOrderShareCartResolvers = {
  internalId: (share) => share._id,
  travellers: (share) => share.PassengerList,
  gstDetails: (share) => share.gst,
  gstRate: (share) => share.gstRatePercent,
  subtotal: (share) => share.subtotalPaise,
  gst: (share) => share.gstPaise,
  total: (share) => share.totalPaise,
  paid: (share) => share.paidPaise,
  isPaid: (share) => share.status === 'PAID',
};

export const GroupShareTraveller: GroupShareTravellerResolvers = {
  travellerId: (traveller) => (traveller.passengerId === null ? null : encodeGlobalId('Traveller', traveller.passengerId)),
  fullName: (traveller) => `${traveller.firstname} ${traveller.lastname}`,
  price: (traveller) => traveller.pricePaise,
};

export const GroupSharePayment: GroupSharePaymentResolvers = {
  id: (payment) => encodeGlobalId('GroupSharePayment', payment._id),
  internalId: (payment) => payment._id,
  amount: (payment) => payment.amountPaise,
};
