import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Money } from './money.ts';

/** `Money`, shared by every domain that answers an amount (booking, cart, payments, orders). */
export const moneyResolvers: Resolvers = { Money };
