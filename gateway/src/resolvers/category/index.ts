import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Category } from './category.ts';
import { MenuPackage } from './menu-package.ts';
import { categoryQuery } from './query.ts';

/** The category domain: the menu, category pages, popular categories. */
export const categoryResolvers: Resolvers = { Query: categoryQuery, Category, MenuPackage };
