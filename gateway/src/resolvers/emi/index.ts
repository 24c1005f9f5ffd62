import type { Resolvers } from '../../generated/resolvers-types.ts';
import { packageEmi } from './package-emi.ts';
import { emiQuery } from './query.ts';

/** The EMI domain (spec §9): `Query.emi` and the EMI of a package. */
export const emiResolvers: Resolvers = { Query: emiQuery, Package: packageEmi };
