import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { connectionShapeOffences } from './connections.ts';

const schema = buildSchema(`
  type PageInfo { hasNextPage: Boolean! }
  type Tour { name: String }
  type TourEdge { cursor: String!, node: Tour! }
  type TourConnection { edges: [TourEdge!]!, pageInfo: PageInfo!, totalCount: Int! }
  type LooseEdge { cursor: String, node: Tour }
  type LooseConnection { edges: [LooseEdge], totalCount: Int! }
  type Query {
    tours(first: Int, after: String): TourConnection!
    pageless(first: Int): TourConnection!
    loose(first: Int, after: String): LooseConnection
  }
`);

describe('connectionShapeOffences', () => {
  it('names connections, edges and connection fields that break the Relay shape', () => {
    expect(connectionShapeOffences(schema).map((offence) => `${offence.subject}: ${offence.rule}`)).toEqual([
      'LooseEdge.cursor: is String, not String!',
      'LooseEdge.node: is Tour, not one non-null object',
      'LooseConnection.edges: is [LooseEdge], not [LooseEdge!]!',
      'LooseConnection.pageInfo: is nothing, not PageInfo!',
      "Query.pageless: returns a connection without 'first: Int' and 'after: String'",
    ]);
  });
});
