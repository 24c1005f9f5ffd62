import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mutationShapeOffences } from './mutations.ts';

const schema = buildSchema(`
  type Query { ok: Boolean }
  enum UserErrorCode { INVALID_INPUT }
  type UserError { code: UserErrorCode!, message: String!, field: String }
  input AddTourInput { name: String! }
  input TourIdInput { id: ID! }
  type TourPayload { ok: Boolean!, userErrors: [UserError!]! }
  type BareResult { ok: Boolean! }
  type Mutation {
    addTour(input: AddTourInput!): TourPayload!
    signOut: TourPayload!
    removeTour(input: TourIdInput!): TourPayload!
    renameTour(id: ID!, name: String!): TourPayload!
    optionalInput(input: AddTourInput): TourPayload!
    bare: BareResult!
    nullablePayload: TourPayload
  }
`);

describe('mutationShapeOffences', () => {
  it('names each mutation without one `input: <Mutation>Input!` or a non-null payload with userErrors', () => {
    const offences = mutationShapeOffences(schema);
    expect(offences.map((offence) => offence.subject)).toEqual([
      'Mutation.removeTour',
      'Mutation.renameTour',
      'Mutation.optionalInput',
      'Mutation.bare',
      'Mutation.nullablePayload',
    ]);
    expect(offences[1]?.rule).toBe("takes (id: ID!, name: String!), not no argument or one 'input: RenameTourInput!'");
  });
});
