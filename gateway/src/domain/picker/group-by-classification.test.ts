import { describe, expect, it } from 'vitest';
import { groupByClassification, titleCase, type PickerItem } from './group-by-classification.ts';

const item = (ID: string, classification: string | null): PickerItem => ({
  ID,
  title: `Tour ${ID}`,
  titleForApp: null,
  classification,
});

describe('groupByClassification', () => {
  it('puts unclassified packages first under "Popular Packages", then classifications title-cased', () => {
    const groups = groupByClassification([
      item('1', 'international'),
      item('2', null),
      item('3', 'domestic'),
      item('4', 'International'),
      item('5', '  '),
    ]);
    expect(groups.map((group) => [group.title, group.options.map((option) => option.internalId)])).toEqual([
      ['Popular Packages', ['2', '5']],
      ['International', ['1', '4']],
      ['Domestic', ['3']],
    ]);
  });

  it('puts the popular packages first under "Popular Packages", in their own order, each package once', () => {
    const groups = groupByClassification([item('1', 'international'), item('2', 'domestic'), item('3', 'domestic'), item('4', null)], ['3', '1', 'gone']);
    expect(groups.map((group) => [group.title, group.options.map((option) => option.internalId)])).toEqual([
      ['Popular Packages', ['3', '1', '4']],
      ['Domestic', ['2']],
    ]);
  });

  it('leaves out the default group when every package is classified', () => {
    expect(groupByClassification([item('1', 'domestic')]).map((group) => group.title)).toEqual(['Domestic']);
  });

  it('maps the REST ID to internalId and the Package global ID, and keeps the raw classification', () => {
    expect(groupByClassification([item('64b', 'domestic')])[0]?.options[0]).toEqual({
      id: Buffer.from('Package:64b').toString('base64'),
      internalId: '64b',
      title: 'Tour 64b',
      titleForApp: null,
      classification: 'domestic',
    });
  });
});

describe('titleCase', () => {
  it('capitalises each word', () => {
    expect(titleCase('hill STATION')).toBe('Hill Station');
  });
});
