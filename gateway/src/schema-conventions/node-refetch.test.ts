import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { nodeRefetchOffences } from './node-refetch.ts';

const schema = buildSchema(`
  interface Node { id: ID! }
  type Tour implements Node { id: ID! }
  type Temple implements Node { id: ID! }
  type Faq implements Node { id: ID! }
  type Ghat implements Node { id: ID! }
  type Query { node(id: ID!): Node }
`);

describe('nodeRefetchOffences', () => {
  it('names node types whose ids are refused, lack a lookup or have a null one, and names that are no Node', () => {
    const dispatch = {
      lookups: { Tour: () => null, Faq: null, Ghat: () => null, OldTour: () => null },
      idTypes: ['Tour', 'Temple', 'Faq', 'ContentItem', 'Shrine'],
      legacyIdTypes: ['ContentItem'],
    };
    expect(nodeRefetchOffences(schema, dispatch).map((offence) => `${offence.subject}: ${offence.rule}`)).toEqual([
      'Temple: implements Node but Query.node has no lookup for it',
      'Faq: implements Node but Query.node answers its ids null',
      'Ghat: implements Node but its global IDs are refused (NODE_TYPES)',
      'OldTour: has a Query.node lookup but does not implement Node',
      'Shrine: is a global ID type but does not implement Node',
    ]);
  });
});
