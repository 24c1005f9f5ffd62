import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { connectionFromRestPages, connectionWindow, planRestPages, type RestPageRequest } from './connection.ts';
import { encodeCursor } from './cursor.ts';

describe('connectionWindow', () => {
  it('starts at offset 0 with 12 items by default', () => {
    expect(connectionWindow(undefined, null)).toEqual({ offset: 0, first: 12 });
  });

  it('continues after the edge the cursor names', () => {
    expect(connectionWindow(12, encodeCursor(11))).toEqual({ offset: 12, first: 12 });
  });

  it.each([0, 51, -3])('rejects first = %s as bad user input', (first) => {
    expect(() => connectionWindow(first, null)).toThrow(GraphQLError);
  });
});

describe('planRestPages', () => {
  it('asks one page of size first when the offset is a multiple of first', () => {
    expect(planRestPages({ offset: 24, first: 12 })).toEqual({ requests: [{ page: 3, limit: 12 }], skip: 0 });
  });

  it('uses the smallest single page that covers an unaligned window', () => {
    // offset 5, first 10: a page of 15 holds items 0..14, the window is 5..14
    expect(planRestPages({ offset: 5, first: 10 })).toEqual({ requests: [{ page: 1, limit: 15 }], skip: 5 });
  });

  it('falls back to two adjacent pages of size first when no single page within the limit covers the window', () => {
    expect(planRestPages({ offset: 15, first: 10 }, 10)).toEqual({
      requests: [
        { page: 2, limit: 10 },
        { page: 3, limit: 10 },
      ],
      skip: 5,
    });
  });
});

describe('connectionFromRestPages', () => {
  const catalogue = Array.from({ length: 30 }, (_, index) => `item-${index}`);
  const fetchPage = async ({ page, limit }: RestPageRequest) => ({
    items: catalogue.slice((page - 1) * limit, page * limit),
    total: catalogue.length,
  });

  it('returns the window with offset cursors and page info', async () => {
    const connection = await connectionFromRestPages({ offset: 12, first: 12 }, fetchPage);
    expect(connection.edges.map((edge) => edge.node)).toEqual(catalogue.slice(12, 24));
    expect(connection.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: true,
      startCursor: encodeCursor(12),
      endCursor: encodeCursor(23),
    });
    expect(connection.totalCount).toBe(30);
  });

  it('returns exactly the unaligned window whatever pages were fetched', async () => {
    for (const window of [{ offset: 5, first: 10 }, { offset: 7, first: 3 }, { offset: 29, first: 4 }]) {
      const connection = await connectionFromRestPages(window, fetchPage);
      expect(connection.edges.map((edge) => edge.node)).toEqual(catalogue.slice(window.offset, window.offset + window.first));
    }
  });

  it('reports no next page and null cursors past the end', async () => {
    const connection = await connectionFromRestPages({ offset: 36, first: 12 }, fetchPage);
    expect(connection.edges).toEqual([]);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null, endCursor: null });
  });
});
