import { describe, expect, it } from 'vitest';
import { PUBLISHED_DEV_SECRET, sessionSecretRefusal } from './sessionSecret';

describe('the session secret a production server accepts', () => {
  it('refuses none, the published development value and a short one', () => {
    expect(sessionSecretRefusal({ NODE_ENV: 'production' })).toBe('NEXTAUTH_SECRET is required in production');
    expect(sessionSecretRefusal({ NODE_ENV: 'production', NEXTAUTH_SECRET: PUBLISHED_DEV_SECRET })).toMatch(/published development value/);
    expect(sessionSecretRefusal({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'x'.repeat(31) })).toBe('NEXTAUTH_SECRET must be at least 32 characters in production');
  });

  it('accepts a long secret of its own in production, and anything outside production', () => {
    expect(sessionSecretRefusal({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'k'.repeat(32) })).toBeNull();
    expect(sessionSecretRefusal({ NODE_ENV: 'development', NEXTAUTH_SECRET: PUBLISHED_DEV_SECRET })).toBeNull();
    expect(sessionSecretRefusal({ NODE_ENV: 'test' })).toBeNull();
  });
});
