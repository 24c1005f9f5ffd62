import { describe, expect, it } from 'vitest';
import { globalIdOf, restIdOf } from './globalId';

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

describe('restIdOf', () => {
  it("reads the REST _id out of a node's global ID", () => {
    const restId = '65f1a2b3c4d5e6f708192a3b';
    expect(restIdOf('Package', btoa(`Package:${restId}`))).toBe(restId);
  });

  it('answers null for another type, a non-REST id or text that is not base64', () => {
    expect(restIdOf('Package', btoa('Order:65f1a2b3c4d5e6f708192a3b'))).toBeNull();
    expect(restIdOf('Package', btoa('Package:1'))).toBeNull();
    expect(restIdOf('Package', 'not base64!')).toBeNull();
  });
});
