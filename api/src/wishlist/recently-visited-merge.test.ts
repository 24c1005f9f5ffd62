import { describe, expect, it } from 'vitest';
import { mergeVisits } from './recently-visited-store.ts';

const earlier = new Date('2026-06-01T10:00:00Z');
const now = new Date('2026-06-02T10:00:00Z');
const stored = (ids: string[]) => ids.map((packageId) => ({ packageId, visitedAt: earlier }));
const ids = (visits: { packageId: string }[]) => visits.map((visit) => visit.packageId);

describe('mergeVisits', () => {
  it('puts the given ids after the stored ones, a revisited one moving to the end with the new time', () => {
    const merged = mergeVisits(stored(['a', 'b', 'c']), ['b', 'd'], now);
    expect(ids(merged)).toEqual(['a', 'c', 'b', 'd']);
    expect(merged.map((visit) => visit.visitedAt)).toEqual([earlier, earlier, now, now]);
  });

  it('counts a repeated given id where it was last given', () => {
    expect(ids(mergeVisits([], ['a', 'b', 'a'], now))).toEqual(['b', 'a']);
  });

  it('keeps the 8 newest', () => {
    const merged = mergeVisits(stored(['s1', 's2', 's3']), ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'], now);
    expect(ids(merged)).toEqual(['s2', 's3', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6']);
  });
});
