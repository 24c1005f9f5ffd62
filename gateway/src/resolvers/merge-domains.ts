import type { Resolvers } from '../generated/resolvers-types.ts';

type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Merges the resolvers each domain registers from its folder, type by type (`Query`, `Mutation`, `Package`
 * from `package/` and `emi/`, ...). A field two domains both resolve is a mistake, refused at start.
 */
export function mergeDomains(domains: readonly Resolvers[]): Resolvers {
  const merged: ResolverMap = {};
  for (const domain of domains as readonly ResolverMap[]) {
    for (const [typeName, fields] of Object.entries(domain)) {
      const existing = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in existing) throw new Error(`${typeName}.${field} is resolved by two domains`);
        existing[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
