import { describe, expect, it } from 'vitest';
import { upstreamRoute } from './upstream-route.ts';

describe('upstreamRoute', () => {
  it('keeps the REST path without its query and replaces ids', () => {
    expect(upstreamRoute('http://api.test/api/v1/package/departures/0123456789abcdef01234567?x=1')).toBe('/package/departures/:id');
    expect(upstreamRoute('http://api.test/api/v1/get-order/42')).toBe('/get-order/:id');
    expect(upstreamRoute('http://api.test/api/v1/packages?id[]=a&id[]=b')).toBe('/packages');
  });

  it('cuts long paths after three segments', () => {
    expect(upstreamRoute('http://api.test/api/v1/a/b/c/d/e')).toBe('/a/b/c');
  });
});
