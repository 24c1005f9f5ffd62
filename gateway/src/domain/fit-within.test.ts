import { describe, expect, it } from 'vitest';
import { fitWithin } from './fit-within.ts';

describe('fitWithin', () => {
  it('keeps a landscape photo of the box ratio at the box size', () => {
    expect(fitWithin({ width: 1600, height: 1200 }, { width: 400, height: 300 })).toEqual({ width: 400, height: 300 });
  });

  it('fits a portrait photo by its height, narrower than the box', () => {
    expect(fitWithin({ width: 1200, height: 1600 }, { width: 400, height: 300 })).toEqual({ width: 225, height: 300 });
  });

  it('fits a wide photo by its width, lower than the box', () => {
    expect(fitWithin({ width: 1600, height: 900 }, { width: 400, height: 400 })).toEqual({ width: 400, height: 225 });
  });

  it('scales up a small original to fill the box on one side', () => {
    expect(fitWithin({ width: 160, height: 120 }, { width: 1600, height: 1600 })).toEqual({ width: 1600, height: 1200 });
  });
});
