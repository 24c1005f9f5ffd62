import { describe, expect, it } from 'vitest';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { mergeDomains } from './merge-domains.ts';

const menu = () => [];
const emi = () => null;
const title = () => 'Kailash';

/** A domain's map as `mergeDomains` reads it; the resolvers here only need to be told apart. */
const domain = (map: Record<string, Record<string, unknown>>) => map as unknown as Resolvers;

describe('mergeDomains', () => {
  it('merges the fields of one type registered by several domains', () => {
    const merged = mergeDomains([domain({ Query: { menu }, Package: { title } }), domain({ Query: { emi }, Package: { emi } })]);
    expect(merged).toEqual({ Query: { menu, emi }, Package: { title, emi } });
  });

  it('refuses a field two domains both resolve', () => {
    expect(() => mergeDomains([domain({ Query: { menu } }), domain({ Query: { menu } })])).toThrow(
      'Query.menu is resolved by two domains',
    );
  });
});
