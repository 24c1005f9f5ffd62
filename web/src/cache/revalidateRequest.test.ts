import { describe, expect, it } from 'vitest';
import { hasNoticeSecret, MIN_SECRET_LENGTH, parseChangeNotice } from './revalidateRequest';

const secret = 'a-long-enough-notice-secret';

describe('hasNoticeSecret', () => {
  it('accepts exactly "Bearer <secret>"', () => {
    expect(hasNoticeSecret(`Bearer ${secret}`, secret)).toBe(true);
  });

  it('refuses a missing, wrong, differently cased or longer bearer', () => {
    expect(hasNoticeSecret(null, secret)).toBe(false);
    expect(hasNoticeSecret('Bearer wrong', secret)).toBe(false);
    expect(hasNoticeSecret(`bearer ${secret}`, secret)).toBe(false);
    expect(hasNoticeSecret(`Bearer ${secret}x`, secret)).toBe(false);
    expect(hasNoticeSecret(secret, secret)).toBe(false);
  });

  it('refuses everything when the secret is unset or shorter than the contract allows', () => {
    expect(hasNoticeSecret('Bearer ', undefined)).toBe(false);
    expect(hasNoticeSecret('Bearer ', '')).toBe(false);
    const short = 'x'.repeat(MIN_SECRET_LENGTH - 1);
    expect(hasNoticeSecret(`Bearer ${short}`, short)).toBe(false);
  });
});

describe('parseChangeNotice', () => {
  it('reads the tags, each once', () => {
    expect(parseChangeNotice(JSON.stringify({ tags: ['catalogue', 'package:abc', 'catalogue'] }))).toEqual({
      ok: true,
      tags: ['catalogue', 'package:abc'],
    });
  });

  it.each([
    ['not JSON', '{tags:'],
    ['an array', '["catalogue"]'],
    ['no tags', '{}'],
    ['an empty list', '{"tags":[]}'],
    ['a tag that is not a string', '{"tags":[1]}'],
    ['an empty tag', '{"tags":[""]}'],
    ['a tag over 200 characters', JSON.stringify({ tags: ['x'.repeat(201)] })],
    ['more than 100 tags', JSON.stringify({ tags: Array.from({ length: 101 }, (_, i) => `package:${i}`) })],
    ['another key', '{"tags":["catalogue"],"paths":["/"]}'],
  ])('refuses %s', (_case, body) => {
    expect(parseChangeNotice(body).ok).toBe(false);
  });

  it('accepts the bounds: 100 tags of 200 characters', () => {
    const tags = Array.from({ length: 100 }, (_, i) => String(i).padStart(200, 'x'));
    expect(parseChangeNotice(JSON.stringify({ tags }))).toEqual({ ok: true, tags });
  });
});
