import { describe, expect, it } from 'vitest';
import { matchesFaq } from './matchesFaq';

const FAQ = { title: 'Do I need a passport?', answer: 'Yes, valid for six months after the yatra.' };

describe('matchesFaq', () => {
  it('matches every FAQ for an empty query', () => {
    expect(matchesFaq(FAQ, '  ')).toBe(true);
  });

  it('matches words of the question or the answer, in any order and case', () => {
    expect(matchesFaq(FAQ, 'PASSPORT months')).toBe(true);
  });

  it('refuses a FAQ missing one of the words', () => {
    expect(matchesFaq(FAQ, 'passport visa')).toBe(false);
  });
});
