import { describe, expect, it } from 'vitest';
import { siteOrigin, siteUrl } from './siteUrl';

describe('siteUrl', () => {
  it('takes SITE_URL as the public origin, dropping a trailing slash', () => {
    expect(siteOrigin({ SITE_URL: 'https://www.example-yatra.in/' })).toBe('https://www.example-yatra.in');
    expect(siteUrl({ SITE_URL: 'http://localhost:3315' }).href).toBe('http://localhost:3315/');
  });

  it('falls back to the origin of NEXTAUTH_URL, then to http://localhost:3000', () => {
    expect(siteOrigin({ NEXTAUTH_URL: 'https://book.example-yatra.in/api/auth' })).toBe('https://book.example-yatra.in');
    expect(siteOrigin({})).toBe('http://localhost:3000');
    expect(siteOrigin({ NEXTAUTH_URL: 'not a url' })).toBe('http://localhost:3000');
  });

  it('refuses a SITE_URL that is not an http(s) origin', () => {
    expect(() => siteUrl({ SITE_URL: 'www.example-yatra.in' })).toThrow(/SITE_URL/);
    expect(() => siteUrl({ SITE_URL: 'ftp://example-yatra.in' })).toThrow(/SITE_URL/);
    expect(() => siteUrl({ SITE_URL: 'https://example-yatra.in/en' })).toThrow(/origin/);
  });
});
