import { describe, expect, it } from 'vitest';
import { hasUnauthenticatedError, isUnauthenticatedAnswer } from './unauthenticated';

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

describe('hasUnauthenticatedError', () => {
  it('finds UNAUTHENTICATED next to data, as a nullable field refused by the api answers', () => {
    expect(hasUnauthenticatedError([{ message: 'x', path: ['package'], extensions: { code: 'UNAUTHENTICATED' } }])).toBe(true);
  });

  it('is false without errors or for entries that are not objects', () => {
    expect(hasUnauthenticatedError(undefined)).toBe(false);
    expect(hasUnauthenticatedError(['UNAUTHENTICATED', null])).toBe(false);
  });
});
