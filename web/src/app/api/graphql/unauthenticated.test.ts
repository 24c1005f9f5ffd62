import { describe, expect, it } from 'vitest';
import { isUnauthenticatedAnswer } from './unauthenticated';

describe('isUnauthenticatedAnswer', () => {
  it('recognises an answer whose errors carry UNAUTHENTICATED', () => {
    const body = JSON.stringify({ data: null, errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(isUnauthenticatedAnswer(body)).toBe(true);
  });

  it('ignores other error codes and answers with data only', () => {
    expect(isUnauthenticatedAnswer(JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'UPSTREAM_ERROR' } }] }))).toBe(false);
    expect(isUnauthenticatedAnswer(JSON.stringify({ data: { viewer: null } }))).toBe(false);
  });

  it('treats a body that is not JSON as not unauthenticated', () => {
    expect(isUnauthenticatedAnswer('<html>bad gateway</html>')).toBe(false);
  });
});
