import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('dates as India reads them', () => {
  it('shows an instant in India time', () => {
    expect(formatDateTime('2026-03-01T06:00:00.000Z')).toMatch(/^1 Mar 2026, 11:30\s?am$/i);
  });
});
