import { loadTypeDefs } from '@pilgrim/schema';
import { createSchema } from 'graphql-yoga';
import { getNamedType, isObjectType, isInterfaceType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { resolvers } from '../resolvers/index.ts';
import { CATALOGUE_TTL_MS, TTL_PER_COORDINATE, VIEWER_COORDINATES } from './policy.ts';

const schema: GraphQLSchema = createSchema({ typeDefs: loadTypeDefs(), resolvers });

/** The object types reachable from `roots` through their fields (interfaces expand to their implementations). */
function reachable(roots: GraphQLNamedType[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const type = queue.pop() as GraphQLNamedType;
    if (seen.has(type.name)) continue;
    seen.add(type.name);
    if (isInterfaceType(type)) queue.push(...schema.getPossibleTypes(type));
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) queue.push(getNamedType(field.type));
    }
  }
  return seen;
}

const typeOf = (name: string): GraphQLNamedType => {
  const type = schema.getType(name);
  if (type === undefined || type === null) throw new Error(`no type ${name}`);
  return type;
};

describe('the cache policy', () => {
  it('names only coordinates the schema has', () => {
    for (const coordinate of Object.keys(TTL_PER_COORDINATE)) {
      const [typeName, fieldName] = coordinate.split('.');
      const type = typeOf(typeName ?? '');
      if (fieldName !== undefined) expect(isObjectType(type) && type.getFields()[fieldName], coordinate).toBeTruthy();
    }
  });

  it('keeps the noticeboard and a notice fetched by id a minute at most, shorter than the catalogue, as notices expire with the clock', () => {
    for (const coordinate of ['Query.noticeboard', 'Notice']) {
      expect(TTL_PER_COORDINATE[coordinate], coordinate).toBeLessThanOrEqual(60_000);
      expect(TTL_PER_COORDINATE[coordinate], coordinate).toBeLessThan(CATALOGUE_TTL_MS);
    }
  });

  it('keeps out every type only a user can see: those reached from Viewer (and the user-owned nodes) and from no public field', () => {
    const query = schema.getQueryType();
    if (!query) throw new Error('no Query type');
    const publicRoots = Object.entries(query.getFields())
      .filter(([name]) => name !== 'viewer' && name !== 'node')
      .map(([, field]) => getNamedType(field.type));
    const publicTypes = reachable(publicRoots);
    const userTypes = reachable(['Viewer', 'Order', 'Payment', 'Traveller', 'GroupOrder', 'GroupSharePayment'].map(typeOf));
    const onlyForUsers = [...userTypes].filter((name) => !publicTypes.has(name) && isObjectType(typeOf(name)));
    expect(onlyForUsers.filter((name) => !(VIEWER_COORDINATES as readonly string[]).includes(name))).toEqual([]);
  });
});
