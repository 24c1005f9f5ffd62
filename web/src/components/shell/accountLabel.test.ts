import { describe, expect, it } from 'vitest';
import { accountButtonLabel } from './accountLabel';

describe('accountButtonLabel', () => {
  it('shows the initial of the first name', () => {
    expect(accountButtonLabel({ displayName: 'Asha', initial: 'A' })).toBe('A');
  });

  it('upper-cases an initial the gateway sent in lower case', () => {
    expect(accountButtonLabel({ displayName: 'ravi', initial: 'r' })).toBe('R');
  });

  it('shows the word Guest when the user has no first name', () => {
    expect(accountButtonLabel({ displayName: 'Guest', initial: 'G' })).toBe('Guest');
  });

  it('shows Guest when no initial is known', () => {
    expect(accountButtonLabel({ displayName: 'Asha', initial: ' ' })).toBe('Guest');
  });
});
