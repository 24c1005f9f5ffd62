import { describe, expect, it } from 'vitest';
import { visiblePickerOptions } from './packagePickerFilter';

const groups = [
  { title: 'Popular Packages', options: [{ id: 'a', title: 'Kailash Mansarovar Yatra' }, { id: 'b', title: 'Varanasi Darshan' }] },
  { title: 'Char Dham', options: [{ id: 'c', title: 'Char Dham Yatra by Road' }, { id: 'd', title: 'Do Dham Yatra' }] },
];

describe('visiblePickerOptions', () => {
  it('shows every group in order with flat indexes when nothing is typed', () => {
    const { groups: visible, items } = visiblePickerOptions(groups, '', new Set());
    expect(visible.map((group) => group.title)).toEqual(['Popular Packages', 'Char Dham']);
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(visible[1]?.options.map((entry) => entry.index)).toEqual([2, 3]);
  });

  it('keeps the options whose title contains the text in any case, and drops emptied groups', () => {
    const { groups: visible, items } = visiblePickerOptions(groups, ' yatra', new Set());
    expect(items.map((item) => item.id)).toEqual(['a', 'c', 'd']);
    expect(visiblePickerOptions(groups, 'VARANASI', new Set()).groups.map((group) => group.title)).toEqual(['Popular Packages']);
    expect(visible).toHaveLength(2);
  });

  it('leaves out the packages already chosen', () => {
    const { items } = visiblePickerOptions(groups, 'dham', new Set(['c']));
    expect(items.map((item) => item.id)).toEqual(['d']);
  });

  it('shows nothing when no title matches', () => {
    expect(visiblePickerOptions(groups, 'zzz', new Set())).toEqual({ groups: [], items: [] });
  });
});
