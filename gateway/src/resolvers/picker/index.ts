import type { Resolvers } from '../../generated/resolvers-types.ts';
import { pickerQuery } from './query.ts';

/** The package picker domain: `Query.packagePicker`. */
export const pickerResolvers: Resolvers = { Query: pickerQuery };
