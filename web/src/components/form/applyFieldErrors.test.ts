import { describe, expect, it } from 'vitest';
import { applyFieldErrors } from './applyFieldErrors';

describe('applyFieldErrors', () => {
  it('places the first error of each known field, by its last name segment', () => {
    const placed: [string, string][] = [];
    const any = applyFieldErrors(
      [
        { field: 'input.email', message: 'Invalid email address' },
        { field: 'email', message: 'second' },
        { field: 'mobile', message: 'Invalid mobile number' },
      ],
      ['email', 'mobile'] as const,
      (field, { message }) => placed.push([field, message]),
    );
    expect(any).toBe(true);
    expect(placed).toEqual([
      ['email', 'Invalid email address'],
      ['mobile', 'Invalid mobile number'],
    ]);
  });

  it('answers false when no error names a field of the form', () => {
    const any = applyFieldErrors([{ field: null, message: 'This session is full' }, { field: 'source', message: 'x' }], ['email'], () => {
      throw new Error('nothing to place');
    });
    expect(any).toBe(false);
  });
});
