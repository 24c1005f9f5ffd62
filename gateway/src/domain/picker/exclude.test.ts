import { describe, expect, it } from 'vitest';
import { withoutExcluded } from './exclude.ts';

describe('withoutExcluded', () => {
  it('drops the items whose REST id is excluded and keeps the order of the rest', () => {
    const items = ['a', 'b', 'c', 'd'].map((ID) => ({ ID }));
    expect(withoutExcluded(items, ['c', 'a', 'z']).map((item) => item.ID)).toEqual(['b', 'd']);
  });

  it('keeps everything when nothing is excluded', () => {
    expect(withoutExcluded([{ ID: 'a' }], [])).toEqual([{ ID: 'a' }]);
  });
});
