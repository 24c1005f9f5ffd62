import { describe, expect, it } from 'vitest';
import { MAX_ROUTE_LABELS, upstreamRoute } from './upstream-route.ts';

describe('upstreamRoute', () => {
  it('keeps the REST path without its query and replaces ids', () => {
    expect(upstreamRoute('http://api.test/api/v1/package/departures/0123456789abcdef01234567?x=1')).toBe('/package/departures/:id');
    expect(upstreamRoute('http://api.test/api/v1/get-order/42')).toBe('/get-order/:id');
    expect(upstreamRoute('http://api.test/api/v1/packages?id[]=a&id[]=b')).toBe('/packages');
  });

  it('cuts long paths after three segments', () => {
    expect(upstreamRoute('http://api.test/api/v1/a/b/c/d/e')).toBe('/a/b/c');
  });

  it("never makes a visitor's search words or a slug a label", () => {
    expect(upstreamRoute('http://api.test/api/v1/search/kailash%20yatra')).toBe('/search/:param');
    expect(upstreamRoute('http://api.test/api/v1/package-data/adi-kailash-om-parvat')).toBe('/package-data/:param');
    expect(upstreamRoute('http://api.test/api/v1/reviews/public/formateby/video?page=2')).toBe('/reviews/public/formateby/:param');
    expect(upstreamRoute('http://api.test/api/v1/package/get-wishlist?page=1')).toBe('/package/get-wishlist');
  });

  it('keeps the label set bounded whatever the paths', () => {
    const labels = new Set(Array.from({ length: MAX_ROUTE_LABELS + 50 }, (_, n) => upstreamRoute(`http://api.test/api/v1/route-${n}`)));
    expect(labels.size).toBeLessThanOrEqual(MAX_ROUTE_LABELS + 1);
    expect(labels.has('other')).toBe(true);
  });
});
