import { loadTypeDefs } from '@pilgrim/schema';
import { createSchema } from 'graphql-yoga';
import type { GatewayContext } from './context.ts';
import { resolvers } from './resolvers/index.ts';

/** The contract's SDL (`schema/graphql/*.graphql`) with every domain's resolvers: the schema the gateway serves. */
export const createGatewaySchema = () => createSchema<GatewayContext>({ typeDefs: loadTypeDefs(), resolvers });
