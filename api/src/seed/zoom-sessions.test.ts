import { describe, expect, it } from 'vitest';
import { buildZoomSessions, firstSessionStart, ZOOM_SESSION_SEEDS } from './zoom-sessions.ts';

describe('seeded Zoom sessions', () => {
  it.each([
    ['a Monday', '2026-11-23T10:00:00Z', '2026-11-28T05:30:00.000Z'],
    ['a Friday evening in India', '2026-11-27T20:00:00Z', '2026-12-05T05:30:00.000Z'],
    ['a Saturday before the session', '2026-11-28T01:00:00Z', '2026-12-05T05:30:00.000Z'],
  ])('starts on the first Saturday after %s, at 11:00 IST', (_, today, expected) => {
    expect(firstSessionStart(new Date(today)).toISOString()).toBe(expected);
  });

  it('dates one session a week, all after the seed day, with stable ids and distinct meeting numbers', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const rows = buildZoomSessions(now);
    expect(rows).toHaveLength(ZOOM_SESSION_SEEDS.length);
    rows.forEach((row, week) => {
      expect(row.startsAt.getTime()).toBe(rows[0]!.startsAt.getTime() + week * 7 * 86_400_000);
      expect(row.startsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(row.id).toMatch(/^[0-9a-f]{24}$/);
      expect(row.zoomMeetingId).toMatch(/^8\d{2} \d{4} \d{4}$/);
      expect(row.capacity).toBeGreaterThanOrEqual(100);
      expect(row.capacity).toBeLessThanOrEqual(300);
    });
    expect(new Set(rows.map((row) => row.zoomMeetingId)).size).toBe(rows.length);
    expect(buildZoomSessions(new Date('2027-02-01T00:00:00Z')).map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });
});
