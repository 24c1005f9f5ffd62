import { describe, expect, it } from 'vitest';
import { isFooterHidden } from './navigation';

describe('isFooterHidden', () => {
  it('hides the footer on any path containing check-out', () => {
    expect(isFooterHidden('/check-out')).toBe(true);
    expect(isFooterHidden('/group/check-out/42')).toBe(true);
  });

  it('shows the footer elsewhere', () => {
    expect(isFooterHidden('/')).toBe(false);
    expect(isFooterHidden('/package/kailash-mansarovar')).toBe(false);
  });
});
