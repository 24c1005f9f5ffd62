import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { publicTypeNames } from './publicTypes';
import { TRUSTED_DOCUMENTS, trustedDocumentOf } from './trustedDocuments';

const byName = (name: string) => [...TRUSTED_DOCUMENTS.values()].find((document) => document.name === name);

describe("the proxy's reading of the web's trusted documents", () => {
  it('knows every document of the manifest by id, with its operation kind', () => {
    expect(TRUSTED_DOCUMENTS.size).toBeGreaterThan(10);
    expect(byName('SearchResultsQuery')).toMatchObject({ kind: 'query', personal: false, issuesToken: false });
    expect(byName('addToCartMutation')).toMatchObject({ kind: 'mutation' });
  });

  it("calls public the catalogue queries, a category's next page through node(id:) included", () => {
    for (const name of ['HomePageQuery', 'CategoryPageQuery', 'PackageDetailPageQuery', 'CategoryPackagesPaginationQuery', 'SearchTrendingQuery']) {
      expect(byName(name)?.personal, name).toBe(false);
    }
  });

  it('calls personal whatever reads the caller: viewer, or node(id:) on a type only the viewer reaches', () => {
    for (const name of ['HeaderWishlistMenuQuery', 'DepartureChooserQuery', 'PaymentResultPageKindQuery', 'OrderDetailQuery', 'BookingsPanelQuery']) {
      expect(byName(name)?.personal, name).toBe(true);
    }
  });

  it('marks the sign-in mutations as issuing a token', () => {
    expect(byName('gatewaySignInPasswordMutation')?.issuesToken).toBe(true);
    expect(byName('gatewaySignInOtpMutation')?.issuesToken).toBe(true);
  });

  it('refuses a manifest entry without one named operation', () => {
    expect(() => trustedDocumentOf('{ menu { id } }')).toThrow(/one named operation/);
  });
});

describe('publicTypeNames', () => {
  it('follows the root fields other than viewer, node and nodes, through lists, interfaces and unions', () => {
    const schema = buildSchema(`
      interface Node { id: ID! }
      type Query { shop: Shop, viewer: Me, node(id: ID!): Node }
      type Shop implements Node { id: ID!, items: [Item!]!, found: Found }
      type Item implements Node { id: ID! }
      union Found = Item | Shop
      type Me implements Node { id: ID!, orders: [Order!]! }
      type Order implements Node { id: ID! }
    `);
    const names = publicTypeNames(schema);
    expect([...names].filter((name) => !name.startsWith('__') && !['ID', 'String', 'Boolean'].includes(name)).sort()).toEqual(['Found', 'Item', 'Query', 'Shop']);
    expect(names.has('Order')).toBe(false);
  });
});
