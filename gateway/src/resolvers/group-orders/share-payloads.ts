import type { GatewayContext } from '../../context.ts';
import type { GroupOrderSharePayloadResolvers, GroupSharePaymentResultPayloadResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import type { ShareCartModel } from '../../rest/group-orders/types.ts';

type SharePayload = ResolversTypes['GroupOrderSharePayload'];

type CreatePayload = ResolversTypes['CreateGroupOrderPayload'];
type StartPayload = ResolversTypes['StartGroupSharePaymentPayload'];
type ResultPayload = ResolversTypes['GroupSharePaymentResultPayload'];

/** A changed share: it is primed, and its group order read afresh when asked (its totals moved). */
export function shareChanged(context: GatewayContext, share: ShareCartModel): SharePayload {
  context.loaders.resetGroupOrders();
  context.loaders.primeShareCart(share);
  return { share, groupOrder: null, userErrors: [] };
}

/** The group order of a changed share (one `/get-group-order/{id}`, read after the change). */
export const GroupOrderSharePayload: GroupOrderSharePayloadResolvers = {
  groupOrder: (payload, _args, { loaders }) => (payload.share ? loaders.groupOrderById.load(payload.share.groupOrderId) : null),
};

/** The group order a payment answered with, or (after a failure) as it is now. */
export const GroupSharePaymentResultPayload: GroupSharePaymentResultPayloadResolvers = {
  groupOrder: (payload, _args, { loaders }) => payload.groupOrder ?? (payload.payment ? loaders.groupOrderById.load(payload.payment.groupOrderId) : null),
};

export const shareNotChanged = (userErrors: MutationUserError[]): SharePayload => ({ share: null, groupOrder: null, userErrors });
export const groupOrderNotCreated = (userErrors: MutationUserError[]): CreatePayload => ({ groupOrder: null, userErrors });
export const sharePaymentNotStarted = (userErrors: MutationUserError[]): StartPayload => ({ payment: null, userErrors });
export const sharePaymentNotSettled = (userErrors: MutationUserError[]): ResultPayload => ({ payment: null, groupOrder: null, userErrors });
