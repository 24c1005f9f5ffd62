import { describe, expect, it } from 'vitest';
import { configRefusals } from './config-refusals.ts';
import { loadConfig } from './config.ts';

describe('configRefusals', () => {
  it('refuses production with each default proxy key', () => {
    const refusals = configRefusals(loadConfig({}), 'production');
    expect(refusals).toHaveLength(3);
    expect(refusals.join('\n')).toMatch(/GATEWAY_PROXY_KEY[\s\S]*API_PROXY_KEY[\s\S]*CACHE_INVALIDATION_SECRET/);
  });

  it('accepts production with keys of its own', () => {
    const config = loadConfig({
      GATEWAY_PROXY_KEY: 'a-long-random-value',
      API_PROXY_KEY: 'another-long-random-value',
      CACHE_INVALIDATION_SECRET: 'a-third-long-random-value',
    });
    expect(configRefusals(config, 'production')).toEqual([]);
  });

  it('accepts the development defaults in development', () => {
    expect(configRefusals(loadConfig({}), 'development')).toEqual([]);
  });
});
