import { loadTypeDefs } from '@pilgrim/schema';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { TOKEN_ISSUING_FIELDS, tokenIssuingFieldNames } from './tokenFields';

describe('tokenIssuingFieldNames', () => {
  it('finds the sign-in mutations in the contract, read from the SDL files themselves', () => {
    expect(tokenIssuingFieldNames(buildSchema(loadTypeDefs().join('\n')))).toEqual(new Set(['signInWithOtp', 'signInWithPassword']));
    expect(TOKEN_ISSUING_FIELDS).toEqual(new Set(['signInWithOtp', 'signInWithPassword']));
  });

  it('finds any field returning a type with a token, directly, in a list or through a union', () => {
    const schema = buildSchema(`
      type Query { a: Session, b: [Session!]!, c: Outcome, d: Plain, tokenAlone: String }
      type Session { token: String }
      type Plain { value: String }
      union Outcome = Session | Plain
    `);
    expect(tokenIssuingFieldNames(schema)).toEqual(new Set(['a', 'b', 'c']));
  });
});
