import { describe, expect, it } from 'vitest';
import { isAllowedEmbed, isSafeLink, safeLinkOrNull } from './safe-url.ts';

describe('isSafeLink', () => {
  it('keeps a site path, with its query and fragment', () => {
    expect(isSafeLink('/package/kailash-mansarovar')).toBe(true);
    expect(isSafeLink('/blogs?page=2#top')).toBe(true);
    expect(isSafeLink('/')).toBe(true);
  });

  it('keeps an absolute https URL', () => {
    expect(isSafeLink('https://play.google.com/store/apps/details?id=example.app')).toBe(true);
  });

  it('refuses script and data URLs, whatever their case or padding', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      expect(isSafeLink(url), url).toBe(false);
    }
  });

  it('refuses a protocol-relative //host and a backslash path that browsers read as one', () => {
    expect(isSafeLink('//evil.com')).toBe(false);
    expect(isSafeLink('/\\evil.com')).toBe(false);
    expect(isSafeLink('\\\\evil.com')).toBe(false);
  });

  it('refuses http, other protocols, relative paths and texts that are no URL', () => {
    for (const url of ['http://example.com', 'ftp://example.com', 'mailto:a@example.com', 'package/x', 'https:', 'https:/x', '']) {
      expect(isSafeLink(url), url).toBe(false);
    }
  });
});

describe('safeLinkOrNull', () => {
  it('keeps a link with a safe URL and turns an unsafe one into no link', () => {
    expect(safeLinkOrNull({ url: '/register', label: 'Register' })).toEqual({ url: '/register', label: 'Register' });
    expect(safeLinkOrNull({ url: 'javascript:alert(1)', label: 'Register' })).toBeNull();
    expect(safeLinkOrNull(null)).toBeNull();
  });
});

describe('isAllowedEmbed', () => {
  it('allows the https players of the allow-list', () => {
    expect(isAllowedEmbed('https://www.youtube-nocookie.com/embed/abc123')).toBe(true);
    expect(isAllowedEmbed('https://player.vimeo.com/video/123')).toBe(true);
  });

  it('refuses another host, a look-alike host, http, a site path and a script URL', () => {
    for (const url of ['https://player.example/embed/1', 'https://player.vimeo.com.evil.com/video/1', 'http://player.vimeo.com/video/1', '/embed/1', 'javascript:alert(1)']) {
      expect(isAllowedEmbed(url), url).toBe(false);
    }
  });
});
