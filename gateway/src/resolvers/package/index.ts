import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Package } from './package.ts';
import { packageQuery } from './query.ts';

/** The package domain: `Query.package` and the `Package` fields (its EMI lives in `emi/`). */
export const packageResolvers: Resolvers = { Query: packageQuery, Package };
