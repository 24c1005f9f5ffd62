import { describe, expect, it } from 'vitest';
import { displayNameOf, initialOf } from './viewer.ts';

describe('displayNameOf', () => {
  it('shows the first name', () => {
    expect(displayNameOf('Asha')).toBe('Asha');
  });

  it.each([null, '', '  '])('shows Guest for %j', (firstname) => {
    expect(displayNameOf(firstname)).toBe('Guest');
  });
});

describe('initialOf', () => {
  it('upper-cases the first letter of the first name', () => {
    expect(initialOf('asha')).toBe('A');
    expect(initialOf('  ravi')).toBe('R');
  });

  it('keeps a non-Latin first letter whole', () => {
    expect(initialOf('आशा')).toBe('आ');
  });

  it.each([null, ''])('is G for a guest (%j)', (firstname) => {
    expect(initialOf(firstname)).toBe('G');
  });
});
