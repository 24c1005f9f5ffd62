import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Node, nodeQuery } from './node.ts';

/** Relay's `Query.node` and the `Node` interface over every domain's entities. */
export const nodeResolvers: Resolvers = { Query: nodeQuery, Node };
