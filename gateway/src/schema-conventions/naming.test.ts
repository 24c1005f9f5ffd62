import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { namingOffences } from './naming.ts';

const schema = buildSchema(`
  type Query { tours(region_code: String): [tour_card!]!, Price: Int }
  type tour_card { name: String }
  input TourFilter { region: String }
  type TourInput { name: String }
  enum Region { NORTH_EAST, south }
`);

describe('namingOffences', () => {
  it('names types, inputs, fields, arguments and enum values off the naming rules', () => {
    expect(namingOffences(schema).map((offence) => `${offence.subject}: ${offence.rule}`)).toEqual([
      'Query.tours(region_code): is not camelCase',
      'Query.Price: is not camelCase',
      'tour_card: is not PascalCase',
      'TourFilter: is an input type not ending in Input',
      'TourInput: ends in Input but is no input type',
      'Region.south: is not SCREAMING_SNAKE_CASE',
    ]);
  });
});
