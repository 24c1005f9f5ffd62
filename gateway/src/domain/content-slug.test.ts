import { describe, expect, it } from 'vitest';
import { isContentSlug, MAX_CONTENT_SLUG_LENGTH } from './content-slug.ts';

describe('isContentSlug', () => {
  it('takes lowercase letters, digits and hyphens, as the api does', () => {
    for (const slug of ['kailash-mansarovar', 'kmy', '2026-yatra', 'a--b', '-draft']) expect(isContentSlug(slug), slug).toBe(true);
  });

  it('refuses an empty text, capitals, spaces, slashes and other characters', () => {
    for (const text of ['', 'Kailash', 'two words', 'a/b', '../x', 'kmy?x=1', 'café']) expect(isContentSlug(text), text).toBe(false);
  });

  it('takes at most 200 characters', () => {
    expect(isContentSlug('a'.repeat(MAX_CONTENT_SLUG_LENGTH))).toBe(true);
    expect(isContentSlug('a'.repeat(MAX_CONTENT_SLUG_LENGTH + 1))).toBe(false);
  });
});
