import { describe, expect, it } from 'vitest';
import { offsetCursor } from './offsetCursor';

describe('offsetCursor', () => {
  it("writes the gateway's cursor of an edge: base64 of offset:N", () => {
    expect(offsetCursor(7)).toBe(Buffer.from('offset:7').toString('base64'));
  });
});
