import { describe, expect, it } from 'vitest';
import { metricsAllowed } from './metrics-access.ts';

describe('metricsAllowed', () => {
  it('lets loopback scrapers in while METRICS_TOKEN is unset', () => {
    expect(metricsAllowed(undefined, undefined, '127.0.0.1')).toBe(true);
    expect(metricsAllowed(undefined, undefined, '::1')).toBe(true);
    expect(metricsAllowed(undefined, undefined, '::ffff:127.0.0.1')).toBe(true);
    expect(metricsAllowed(undefined, undefined, '10.1.2.3')).toBe(false);
    expect(metricsAllowed(undefined, undefined, undefined)).toBe(false);
  });

  it('asks for the bearer token once it is set, loopback included', () => {
    expect(metricsAllowed('a-long-metrics-token', 'Bearer a-long-metrics-token', '10.1.2.3')).toBe(true);
    expect(metricsAllowed('a-long-metrics-token', undefined, '127.0.0.1')).toBe(false);
    expect(metricsAllowed('a-long-metrics-token', 'Bearer other', '127.0.0.1')).toBe(false);
  });
});
