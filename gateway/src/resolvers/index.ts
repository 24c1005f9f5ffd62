import type { Resolvers } from '../generated/resolvers-types.ts';
import { accountMutation, Viewer, viewerQuery } from './accounts/index.ts';
import { Category } from './category/category.ts';
import { MenuPackage } from './category/menu-package.ts';
import { categoryQuery } from './category/query.ts';
import { emiQuery } from './emi/query.ts';
import { Node, nodeQuery } from './node/node.ts';
import { Package } from './package/package.ts';
import { packageQuery } from './package/query.ts';
import { pickerQuery } from './picker/query.ts';
import { ContentItem } from './search/content-item.ts';
import { searchQuery } from './search/query.ts';
import { trendingQuery } from './trending/query.ts';

/** Every resolver of the contract; types whose fields all resolve by default need no entry. */
export const resolvers: Resolvers = {
  Query: {
    ...nodeQuery,
    ...categoryQuery,
    ...packageQuery,
    ...trendingQuery,
    ...searchQuery,
    ...emiQuery,
    ...pickerQuery,
    ...viewerQuery,
  },
  Mutation: accountMutation,
  Viewer,
  Node,
  Package,
  Category,
  MenuPackage,
  ContentItem,
};
