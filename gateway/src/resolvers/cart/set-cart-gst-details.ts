import { setCartGstDetailsInput } from '../../domain/cart/inputs.ts';
import { gstRefusal } from '../../domain/cart/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { setCartGst } from '../../rest/cart/cart.ts';
import { cartChanged, cartNotChanged } from './payload.ts';

export const setCartGstDetailsMutation: Pick<MutationResolvers, 'setCartGstDetails'> = {
  setCartGstDetails: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: setCartGstDetailsInput,
      signedIn: context.userToken !== null,
      call: ({ gstNumber, companyName }) =>
        setCartGst(context.rest, { gstNumber, ...(companyName === undefined ? {} : { companyName }), source: context.config.sourceCode }),
      refusal: gstRefusal,
      succeed: (cart) => cartChanged(context, cart),
      fail: cartNotChanged,
    }),
};
