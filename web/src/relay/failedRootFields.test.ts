import { describe, expect, it } from 'vitest';
import { failedRootFields } from './failedRootFields';

const upstreamError = (path: (string | number)[]) => ({ message: 'The api did not answer', path, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });

describe('failedRootFields', () => {
  it('names a nullable root field that is null because it failed', () => {
    expect(failedRootFields({ data: { blog: null }, errors: [upstreamError(['blog'])] })).toEqual(['blog']);
  });

  it('is empty for a plain null: the item does not exist', () => {
    expect(failedRootFields({ data: { blog: null } })).toEqual([]);
  });

  it('is empty when only a part inside the page failed and the root still has data', () => {
    expect(failedRootFields({ data: { package: { id: 'p' } }, errors: [upstreamError(['package', 'emi'])] })).toEqual([]);
  });

  it("leaves out the caller's own bad input, for which a 404 is right", () => {
    const badInput = { message: 'Not a slug', path: ['category'], extensions: { code: 'BAD_USER_INPUT' } };
    expect(failedRootFields({ data: { category: null }, errors: [badInput] })).toEqual([]);
  });

  it('leaves out a failed non-critical root (trending): the home page shows without it', () => {
    const answer = { data: { trending: null, popularCategories: [] }, errors: [upstreamError(['trending', 'packages'])] };
    expect(failedRootFields(answer)).toEqual([]);
  });
});
