import { describe, expect, it } from 'vitest';
import { cursorBeforePage } from './offsetCursor';

describe('cursorBeforePage', () => {
  it('has no cursor for the first page', () => {
    expect(cursorBeforePage(1, 12)).toBeNull();
  });

  it('points at the last edge of the previous page, as the gateway encodes offsets', () => {
    expect(cursorBeforePage(2, 12)).toBe(Buffer.from('offset:11').toString('base64'));
    expect(cursorBeforePage(3, 12)).toBe(Buffer.from('offset:23').toString('base64'));
  });
});
