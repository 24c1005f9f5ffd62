import { describe, expect, it } from 'vitest';
import { formatNoticeDate } from './noticeDate';

describe('formatNoticeDate', () => {
  it('shows the date of the instant in India', () => {
    expect(formatNoticeDate('2026-11-23T20:00:00.000Z')).toBe('24 Nov 2026');
  });
});
