import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { undescribed } from './descriptions.ts';

describe('undescribed', () => {
  it('names each type, field, argument, input field, enum value and directive left without a description', () => {
    const schema = buildSchema(`
      directive @cached(seconds: Int) on FIELD_DEFINITION
      type Query { "Described." tours(region: String): [Tour!]! }
      type Tour { name: String }
      input TourInput { "Described." name: String, region: String }
      "Described." enum Region { "Described." NORTH SOUTH }
    `);
    expect(undescribed(schema).map((offence) => offence.subject)).toEqual([
      'Query',
      'Query.tours(region)',
      'Tour',
      'Tour.name',
      'TourInput',
      'TourInput.region',
      'Region.SOUTH',
      '@cached',
      '@cached(seconds)',
    ]);
  });

  it('takes a blank description for none', () => {
    const schema = buildSchema(`"The root." type Query { "  " ok: Boolean }`);
    expect(undescribed(schema).map((offence) => offence.subject)).toEqual(['Query.ok']);
  });
});
