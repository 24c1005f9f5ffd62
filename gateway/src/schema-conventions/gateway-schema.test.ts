import { describe, expect, it } from 'vitest';
import { createGatewaySchema } from '../executable-schema.ts';
import { NODE_TYPES } from '../domain/relay/index.ts';
import { legacyNodeLookups, nodeLookups } from '../resolvers/node/node-lookups.ts';
import { connectionShapeOffences } from './connections.ts';
import { undescribed } from './descriptions.ts';
import { mutationShapeOffences } from './mutations.ts';
import { namingOffences } from './naming.ts';
import { nodeRefetchOffences } from './node-refetch.ts';
import { staleExceptions, unexcused, type AllowList } from './offence.ts';

// The schema the gateway serves (SDL of schema/graphql with its resolvers), as mobile developers meet it in GraphiQL.
const schema = createGatewaySchema();

/** Node types whose ids `node(id:)` answers null, on purpose. Each entry goes once its lookup exists. */
const NOT_REFETCHABLE: AllowList = {
  Faq: 'the api reads FAQs by list only (no route by id): a FAQ is reached through `faqs(type:, id:)`',
  GroupSharePayment: 'no REST route reads one payment of a share: it is reached through its group order and mutations',
};

describe('the gateway schema holds the contract conventions (schema/README.md)', () => {
  it('describes every type, field, argument, input field and enum value for GraphiQL', () => {
    expect(unexcused(undescribed(schema))).toEqual([]);
  });

  it('gives every mutation one `input: <Mutation>Input!` (or none) and a payload with `userErrors: [UserError!]!`', () => {
    expect(unexcused(mutationShapeOffences(schema))).toEqual([]);
  });

  it('pages lists as Relay connections taking `first`/`after`', () => {
    expect(unexcused(connectionShapeOffences(schema))).toEqual([]);
  });

  it('names types PascalCase, inputs …Input, fields and arguments camelCase, enum values SCREAMING_SNAKE_CASE', () => {
    expect(unexcused(namingOffences(schema))).toEqual([]);
  });

  it('refetches every type implementing Node through `node(id:)`', () => {
    const legacyIdTypes = Object.keys(legacyNodeLookups);
    const offences = nodeRefetchOffences(schema, { lookups: nodeLookups, idTypes: NODE_TYPES, legacyIdTypes });
    expect(unexcused(offences, NOT_REFETCHABLE)).toEqual([]);
    expect(staleExceptions(offences, NOT_REFETCHABLE)).toEqual([]);
  });
});
