import { describe, expect, it } from 'vitest';
import { globalIdOf } from './globalId';

describe('globalIdOf', () => {
  it("turns a REST _id into the node's global ID", () => {
    const restId = '65f1a2b3c4d5e6f708192a3b';
    expect(atob(globalIdOf('Payment', restId))).toBe(`Payment:${restId}`);
    expect(atob(globalIdOf('Order', restId))).toBe(`Order:${restId}`);
  });

  it('keeps a value that is already a global ID', () => {
    expect(globalIdOf('Payment', 'UGF5bWVudDox')).toBe('UGF5bWVudDox');
  });
});
