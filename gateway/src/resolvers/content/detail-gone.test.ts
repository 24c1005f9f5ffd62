import { describe, expect, it, vi } from 'vitest';
import { detailGone } from './detail-gone.ts';

describe('detailGone', () => {
  it('logs a warning naming the request, the type and the slug, and answers no detail', () => {
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    expect(detailGone('Page', 'special-yatra', { logger, requestId: 'req-1' })).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/^\[req-1\] Page special-yatra: its detail is gone/));
  });
});
