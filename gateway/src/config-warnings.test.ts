import { describe, expect, it } from 'vitest';
import { configWarnings } from './config-warnings.ts';
import { loadConfig } from './config.ts';

describe('configWarnings', () => {
  it('warns in production about each default proxy key', () => {
    const warnings = configWarnings(loadConfig({}), 'production');
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toMatch(/GATEWAY_PROXY_KEY[\s\S]*API_PROXY_KEY/);
  });

  it('is quiet in production with keys of its own', () => {
    const config = loadConfig({ GATEWAY_PROXY_KEY: 'a-long-random-value', API_PROXY_KEY: 'another-long-random-value' });
    expect(configWarnings(config, 'production')).toEqual([]);
  });

  it('is quiet in development', () => {
    expect(configWarnings(loadConfig({}), 'development')).toEqual([]);
  });
});
