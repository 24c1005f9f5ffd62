import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { decodeGlobalId, encodeGlobalId, parseGlobalId } from './global-id.ts';

const codeOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error instanceof GraphQLError ? error.extensions.code : error;
  }
  return 'no error';
};

describe('cursors', () => {
  it('round-trips an offset through an opaque base64 string', () => {
    const cursor = encodeCursor(23);
    expect(cursor).toBe(Buffer.from('offset:23').toString('base64'));
    expect(decodeCursor(cursor)).toBe(23);
  });

  it('accepts the largest offset the REST pages can reach', () => {
    expect(decodeCursor(encodeCursor(99_999))).toBe(99_999);
  });

  it.each([
    '',
    'not-base64!',
    Buffer.from('offset:-1').toString('base64'),
    Buffer.from('page:3').toString('base64'),
    Buffer.from('offset:100000').toString('base64'),
    Buffer.from('offset:999999999').toString('base64'),
  ])(
    'rejects the cursor %j as bad user input',
    (cursor) => {
      expect(codeOf(() => decodeCursor(cursor))).toBe('BAD_USER_INPUT');
    },
  );
});

describe('global IDs', () => {
  it('encodes base64 of Type:internalId and decodes it back', () => {
    const id = encodeGlobalId('Package', '64b000000000000000000001');
    expect(Buffer.from(id, 'base64').toString()).toBe('Package:64b000000000000000000001');
    expect(decodeGlobalId(id)).toEqual({ type: 'Package', internalId: '64b000000000000000000001' });
  });

  it('keeps colons inside the internal ID', () => {
    expect(decodeGlobalId(encodeGlobalId('ContentItem', 'a:b'))).toEqual({ type: 'ContentItem', internalId: 'a:b' });
  });

  it.each([
    ['an unknown type', Buffer.from('User:1').toString('base64')],
    ['a missing internal ID', Buffer.from('Category:').toString('base64')],
    ['no separator', Buffer.from('Category').toString('base64')],
    ['characters outside base64', 'Q2F0ZWdvcnk6MQ==!'],
  ])('returns null for %s', (_case, id) => {
    expect(decodeGlobalId(id)).toBeNull();
  });

  it('throws BAD_USER_INPUT when parsing a malformed ID', () => {
    expect(codeOf(() => parseGlobalId('nonsense'))).toBe('BAD_USER_INPUT');
  });
});
